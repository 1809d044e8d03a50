import { PAGE_ROUTES } from '../app/routes';

/** Every public page's URL (route parameters aside: those pages list their own URLs elsewhere). */
function publicPaths(): string[] {
  return PAGE_ROUTES.filter((route) => !route.private && !route.path.includes(':')).map(
    (route) => route.path,
  );
}

/** https://www.sitemaps.org/protocol.html */
export function sitemapXml(siteUrl: string, extraPaths: readonly string[] = []): string {
  const urls = [...publicPaths(), ...extraPaths].map(
    (path) => `  <url><loc>${siteUrl}${encodeXml(path)}</loc></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Staff pages stay out of search; everything else may be crawled. https://www.rfc-editor.org/rfc/rfc9309 */
export function robotsTxt(siteUrl: string): string {
  // A page under a token (/hotel-kit/:token) is disallowed as its folder: the tokens are not known here.
  const staff = PAGE_ROUTES.filter((route) => route.private).map((route) =>
    route.path.replace(/:[^/]*$/, ''),
  );
  return [
    'User-agent: *',
    ...staff.map((path) => `Disallow: ${path}`),
    'Disallow: /api/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const encodeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
