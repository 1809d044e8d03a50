import { createContext, useContext, useEffect } from 'react';
import { COMPANY_DETAILS } from '../content/company';
import type { ShareName } from '../content/share-pictures';
import type { SharePicture } from '../domain/site-content/picture';
import { useCompanyDetails } from './use-company-details';

/** A share picture made for one page (a date's own, 1200x630 JPEG): its site-relative address and alt text. */
export interface PageSharePicture {
  path: string;
  alt: string;
}

/** What a page says about itself to browsers, search engines and link previews. */
export interface PageMeta {
  title: string;
  description: string;
  /** The share picture: one the site was built with (default 'site'), one the company uploaded, or the page's own. */
  share?: ShareName | SharePicture | PageSharePicture;
  /** Open Graph type (default 'website'). */
  type?: 'website' | 'article';
}

/**
 * A picture the page's head asks the browser to fetch first (the largest paint), as
 * `<link rel="preload" as="image" fetchpriority="high">`. `srcSet` and `sizes` mirror the `<img>`'s;
 * `media` picks the one a `<picture>`'s source would pick at that width.
 */
export interface ImagePreload {
  href: string;
  srcSet?: string;
  sizes?: string;
  media?: string;
  type?: string;
}

/** JSON-LD for the page head, built with the site's origin (absolute URLs are required there). */
export type JsonLdBuilder = (siteUrl: string) => unknown;

/**
 * Collects a page's head during a server render (build-time prerender or the embedded server). Render
 * writes are safe here: the collector belongs to one render of one request, and a re-render writes the
 * same values again.
 */
export class HeadCollector {
  meta: PageMeta | null = null;
  /** The company's name as the page shows it (published, else as built): it ends the title. */
  siteName = COMPANY_DETAILS.name;
  readonly jsonLd = new Map<string, JsonLdBuilder>();
  readonly imagePreloads = new Map<string, ImagePreload>();
  setMeta(meta: PageMeta, siteName: string): void {
    this.meta = meta;
    this.siteName = siteName;
  }
  addJsonLd(key: string, build: JsonLdBuilder): void {
    this.jsonLd.set(key, build);
  }
  addImagePreload(preload: ImagePreload): void {
    this.imagePreloads.set(JSON.stringify(preload), preload);
  }
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null);

/**
 * The document title: the company name (as published, else as built) ends every title, so tabs and search
 * results say whose page it is.
 */
export const documentTitle = (title: string, siteName = COMPANY_DETAILS.name) =>
  title.includes(siteName) ? title : `${title} | ${siteName}`;

/**
 * Sets the page's title and description. On the server they go into the HTML head (with canonical URL,
 * share card and JSON-LD: src/render/head-tags.ts); in the browser an effect keeps them current as the
 * visitor moves between pages, so rendering never touches `document`.
 */
export function usePageMeta(meta: PageMeta) {
  const collector = useContext(HeadCollectorContext);
  const { name } = useCompanyDetails();
  collector?.setMeta(meta, name);
  const { title, description } = meta;
  useEffect(() => {
    document.title = documentTitle(title, name);
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = description;
  }, [title, description, name]);
}

/**
 * Adds structured data to the page's head. Server-side only: it is for crawlers, which read the HTML;
 * in the browser, moving between pages does not change what was indexed.
 */
export function useJsonLd(key: string, build: JsonLdBuilder | null) {
  const collector = useContext(HeadCollectorContext);
  if (build) collector?.addJsonLd(key, build);
}

/**
 * Preloads the page's largest picture from the HTML head, at high priority. For a picture inside
 * `<picture>` only: React preloads a lone `<img fetchpriority="high">` itself, but not one whose source a
 * `<picture>` may swap. Server-side only, as the head is: in the browser the picture is already in the page.
 */
export function useImagePreloads(preloads: readonly ImagePreload[] | null) {
  const collector = useContext(HeadCollectorContext);
  for (const preload of preloads ?? []) collector?.addImagePreload(preload);
}
