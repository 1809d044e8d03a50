import { COMPANY_DETAILS } from '../../src/content/company';
import { escapeHtml } from '../escape-html';

interface PlainPage {
  title: string;
  heading: string;
  paragraphs: string[];
  link: { href: string; text: string };
}

/**
 * A plain document, no script or stylesheet, for the answers the server makes itself (its page limit reached,
 * a form sent before its page had started): it costs nothing to make and nothing more to load.
 */
export function plainPage({ title, heading, paragraphs, link }: PlainPage): string {
  return `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(`${title} | ${COMPANY_DETAILS.name}`)}</title></head>
<body><main><h1>${escapeHtml(heading)}</h1>${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('')}
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p></main></body>
</html>
`;
}
