import type { FastifyReply } from 'fastify';
import { COMPANY_DETAILS } from '../../src/content/company';
import { TOO_MANY_PAGES } from '../../src/content/pages';
import { escapeHtml } from '../escape-html';

// A plain document, no script or stylesheet: it is sent when the server is protecting itself, so it costs
// nothing to make and nothing more to load.
const PAGE = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(`${TOO_MANY_PAGES.title} | ${COMPANY_DETAILS.name}`)}</title></head>
<body><main><h1>${escapeHtml(TOO_MANY_PAGES.heading)}</h1><p>${escapeHtml(TOO_MANY_PAGES.body)}</p>
<p><a href="/">${escapeHtml(TOO_MANY_PAGES.home)}</a></p></main></body>
</html>
`;

/** Answers a page request over the per-address limit: 429, saying when to try again. */
export function sendTooManyPages(reply: FastifyReply, retryAfterSeconds: number) {
  return reply
    .code(429)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('retry-after', String(Math.max(1, Math.ceil(retryAfterSeconds))))
    .send(PAGE);
}
