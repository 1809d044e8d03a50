import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The site's animations move and fade only (`transform`, `opacity`): the two properties a browser animates on
 * its compositor, without the main thread. Any other animates by style, layout or paint on every frame, on the
 * main thread a phone needs for its first input: the home page's light sweep, by `background-position`, was
 * 372-679 ms of Lighthouse's Rendering time on /homethree (docs/decisions/0044).
 */
const COMPOSITED = new Set(['transform', 'opacity']);

/** Each `@keyframes` rule in `css` with the properties its frames set that the compositor cannot animate. */
function mainThreadAnimations(css: string): { name: string; properties: string[] }[] {
  const found: { name: string; properties: string[] }[] = [];
  for (const match of css.matchAll(/@keyframes\s+([\w-]+)\s*\{/g)) {
    // The rule's body runs to the brace that closes it (each frame is a block of its own inside).
    let depth = 1;
    let end = match.index + match[0].length;
    while (depth > 0 && end < css.length) {
      if (css[end] === '{') depth += 1;
      if (css[end] === '}') depth -= 1;
      end += 1;
    }
    const body = css.slice(match.index + match[0].length, end - 1);
    const properties = [...body.matchAll(/([a-z-]+)\s*:/g)].map(([, property]) => property ?? '');
    const others = [...new Set(properties.filter((property) => !COMPOSITED.has(property)))];
    if (others.length > 0) found.push({ name: match[1] ?? '', properties: others });
  }
  return found;
}

const STYLESHEETS = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.s?css$/.test(file))
  .map((file) => `src/${file}`);

describe('animations', () => {
  it('move and fade only, in every stylesheet of the site', () => {
    expect(STYLESHEETS.length).toBeGreaterThan(10);
    const offenders = STYLESHEETS.flatMap((file) =>
      mainThreadAnimations(readFileSync(file, 'utf8')).map(
        ({ name, properties }) => `${file}: @keyframes ${name} animates ${properties.join(', ')}`,
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('are found out when a frame sets anything else', () => {
    const sweep = `@keyframes sweep {
      from { background-position: -100% 0, 0 0; opacity: 0; }
      50% { transform: translateX(10%); }
      to { background-position: 200% 0, 0 0; width: 10rem; }
    }
    .x { color: red; }`;
    expect(mainThreadAnimations(sweep)).toEqual([
      { name: 'sweep', properties: ['background-position', 'width'] },
    ]);
    expect(
      mainThreadAnimations('@keyframes in { from { opacity: 0; transform: scale(1.1) } to { opacity: 1 } }'),
    ).toEqual([]);
  });
});
