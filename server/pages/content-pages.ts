import type { FastifyReply } from 'fastify';
import type { PageData } from '../../src/domain/page-data';
import { allowPageStyles } from '../security/headers';
import { htmlFileFor } from './page-files';
import { prepareResponse, type PreparedResponse } from './prepared-response';
import { renderHtml, type RenderedHtml, type Renderer } from './renderer';

const HTML = 'text/html; charset=utf-8';
/** The build's not-found page, sent for every address without a page, and the address it is rendered for. */
export const NOT_FOUND_FILE = '404.html';
const NOT_FOUND_ADDRESS = '/404';

/**
 * The prerendered pages the server renders again with what the build could not know (the published Site
 * content, and whether it can send e-mail), by file name as the build wrote them, with the address each is
 * rendered for: every static route and its aliases, and 404.html. Every page carries every published block in
 * its state (src/ui/use-site-content), so all of them, not only those that show a block.
 */
export function staticPageAddresses(renderer: Renderer): Map<string, string> {
  const addresses = new Map<string, string>();
  for (const route of renderer.entry.PAGE_ROUTES) {
    if (route.render === 'request' || route.path.includes(':')) continue;
    for (const path of [route.path, ...(route.aliases ?? [])]) addresses.set(htmlFileFor(path), path);
  }
  addresses.set(NOT_FOUND_FILE, NOT_FOUND_ADDRESS);
  return addresses;
}

/** Renders one of them, by its address (staticPageAddresses), with `data`; the not-found page with status 404. */
export async function renderStaticPage(
  renderer: Renderer,
  siteUrl: string,
  data: PageData,
  url: string,
): Promise<{ page: PreparedResponse; missedCriticalCss: boolean }> {
  const page = await renderHtml(renderer, { url, siteUrl, data });
  const status = url === NOT_FOUND_ADDRESS ? 404 : page.status;
  return {
    page: prepareResponse(page.html, HTML, status, page.styleHashes),
    missedCriticalCss: page.missedCriticalCss,
  };
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
