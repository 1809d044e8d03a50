import type { FastifyReply } from 'fastify';
import { TOO_MANY_PAGES } from '../../src/content/pages';
import { plainPage } from './plain-page';

// Sent when the server is protecting itself: made once.
const PAGE = plainPage({
  title: TOO_MANY_PAGES.title,
  heading: TOO_MANY_PAGES.heading,
  paragraphs: [TOO_MANY_PAGES.body],
  link: { href: '/', text: TOO_MANY_PAGES.home },
});

/** Answers a page request over the per-address limit: 429, saying when to try again. */
export function sendTooManyPages(reply: FastifyReply, retryAfterSeconds: number) {
  return reply
    .code(429)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('retry-after', String(Math.max(1, Math.ceil(retryAfterSeconds))))
    .send(PAGE);
}
