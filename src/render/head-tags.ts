import { COMPANY } from '../content/company';
import { structuredDataText } from '../features/show-dates/event-structured-data';
import { SHARE_PICTURE_ALT, SHARE_PICTURE_SIZE, sharePicturePath } from '../content/share-pictures';
import { documentTitle, type HeadCollector, type PageMeta } from '../ui/use-page-meta';

export interface HeadInput {
  collected: HeadCollector;
  /** The public origin, without a trailing slash (SITE_URL / VITE_SITE_URL). */
  siteUrl: string;
  /**
   * The page's canonical path (an alias's canonical is its route's own path); null for a shell whose page
   * is not known until the browser renders it (that page adds its own).
   */
  canonicalPath: string | null;
  /** Staff and not-found pages: search engines should not list them. */
  noindex: boolean;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The head of a rendered page: title, description, canonical URL, Open Graph and Twitter card, and the
 * JSON-LD the page asked for (useJsonLd). https://ogp.me, https://developer.x.com/en/docs/x-for-websites/cards
 */
export function headTags({ collected, siteUrl, canonicalPath, noindex }: HeadInput): string {
  const meta: PageMeta = collected.meta ?? { title: collected.siteName, description: COMPANY.tagline };
  const title = documentTitle(meta.title, collected.siteName);
  const url = canonicalPath === null ? null : `${siteUrl}${canonicalPath}`;
  const share = meta.share ?? 'site';
  // A built picture, the page's own (a date's), or an uploaded one's share copy (under /media/ embedded, a
  // Storage address hosted). Every one is a 1200x630 JPEG, which every link previewer reads.
  const path =
    typeof share === 'string' ? sharePicturePath(share) : 'path' in share ? share.path : share.share.url;
  const image = path.startsWith('/') ? `${siteUrl}${path}` : path;
  const imageAlt = typeof share === 'string' ? SHARE_PICTURE_ALT[share] : share.alt;
  const tag = (name: string, attributes: Record<string, string>) =>
    `<${name} ${Object.entries(attributes)
      .map(([key, value]) => `${key}="${escapeAttribute(value)}"`)
      .join(' ')} />`;
  const property = (key: string, content: string) => tag('meta', { property: key, content });
  const named = (key: string, content: string) => tag('meta', { name: key, content });

  const preloads = [...collected.imagePreloads.values()].map((preload) =>
    tag('link', {
      rel: 'preload',
      as: 'image',
      // With a srcset, no href: a browser that cannot read imagesrcset would fetch the wrong file.
      ...(preload.srcSet
        ? { imagesrcset: preload.srcSet, ...(preload.sizes ? { imagesizes: preload.sizes } : {}) }
        : { href: preload.href }),
      ...(preload.media ? { media: preload.media } : {}),
      ...(preload.type ? { type: preload.type } : {}),
      fetchpriority: 'high',
    }),
  );

  const lines = [
    `<title>${escapeText(title)}</title>`,
    // The largest picture's fetch starts as soon as the head is read, before stylesheets and scripts.
    ...preloads,
    named('description', meta.description),
    ...(noindex ? [named('robots', 'noindex')] : []),
    ...(url ? [tag('link', { rel: 'canonical', href: url })] : []),
    property('og:site_name', collected.siteName),
    property('og:locale', 'en_GB'),
    property('og:type', meta.type ?? 'website'),
    property('og:title', title),
    property('og:description', meta.description),
    ...(url ? [property('og:url', url)] : []),
    property('og:image', image),
    property('og:image:width', String(SHARE_PICTURE_SIZE.width)),
    property('og:image:height', String(SHARE_PICTURE_SIZE.height)),
    property('og:image:type', 'image/jpeg'),
    property('og:image:alt', imageAlt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', title),
    named('twitter:description', meta.description),
    named('twitter:image', image),
    named('twitter:image:alt', imageAlt),
    // Data blocks, never executed, so the Content-Security-Policy (no inline script) allows them.
    ...[...collected.jsonLd.values()].map(
      (build) => `<script type="application/ld+json">${structuredDataText(build(siteUrl))}</script>`,
    ),
  ];
  return lines.join('\n    ');
}
