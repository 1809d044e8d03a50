/** The Event JSON-LD in a served page's head (the first `TheaterEvent` script), parsed; undefined if none. */
export function eventJsonLd(html: string): Record<string, unknown> | undefined {
  const texts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => m[1] ?? '',
  );
  return texts
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data['@type'] === 'TheaterEvent');
}
