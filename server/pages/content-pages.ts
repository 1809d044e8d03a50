import type { FastifyReply } from 'fastify';
import type { PageData } from '../../src/domain/page-data';
import { allowPageStyles } from '../security/headers';
import { htmlFileFor } from './page-files';
import { prepareResponse, type PreparedResponse } from './prepared-response';
import { renderHtml, type RenderedHtml, type Renderer } from './renderer';

const HTML = 'text/html; charset=utf-8';

/**
 * Renders every prerendered page again with the published Site content (issue 21) in `data`, and whether the
 * server can send e-mail: what publishing a block does instead of a build. Every page carries every published
 * block in its state (src/ui/use-site-content), so all of them are rendered, not only those that show the
 * block. Returns the files by name, as the build wrote them (aliases included, and 404.html).
 */
export async function renderStaticPages(
  renderer: Renderer,
  siteUrl: string,
  data: Pick<PageData, 'content' | 'mailOff'>,
  /** Which routes (by route path) to render; 404.html comes with the others, not with a chosen few. */
  only?: ReadonlySet<string>,
): Promise<Map<string, PreparedResponse>> {
  const pages = new Map<string, PreparedResponse>();
  for (const route of renderer.entry.PAGE_ROUTES) {
    if (route.render === 'request' || route.path.includes(':')) continue;
    if (only && !only.has(route.path)) continue;
    for (const path of [route.path, ...(route.aliases ?? [])]) {
      const page = await renderHtml(renderer, { url: path, siteUrl, data });
      pages.set(htmlFileFor(path), prepareResponse(page.html, HTML, page.status, page.styleHashes));
    }
  }
  if (only) return pages;
  const notFound = await renderHtml(renderer, { url: '/404', siteUrl, data });
  pages.set('404.html', prepareResponse(notFound.html, HTML, 404, notFound.styleHashes));
  return pages;
}

/**
 * A manager's preview of a page with the drafts: rendered afresh, never cached or kept by anyone on the
 * way, never indexed.
 */
export function sendPreview(reply: FastifyReply, status: number, { html, styleHashes }: RenderedHtml) {
  allowPageStyles(reply, styleHashes);
  return reply
    .code(status)
    .type(HTML)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .send(html);
}

/** True when the address asks for the drafts (`?preview`), as the dashboard's Preview links do. */
export const asksForPreview = (url: string) => new URLSearchParams(url.split('?')[1] ?? '').has('preview');
