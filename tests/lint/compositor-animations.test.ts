import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SITE_STYLESHEETS, withoutComments } from './stylesheets';

/**
 * The `@keyframes` animations of the site's own stylesheets move and fade only: they set the properties
 * Chromium animates on its compositor, without the main thread (transforms and opacity). Any other property
 * animates by style, layout or paint on every frame, on the main thread a phone needs for its first input: the
 * home page's light sweep, by `background-position`, was 372-679 ms of Lighthouse's Rendering time on
 * /homethree (docs/decisions/0044). Transitions, and Bootstrap's own keyframes, are not read here.
 */
const COMPOSITED = new Set(['transform', 'translate', 'rotate', 'scale', 'opacity']);
/** Set in a frame, but not animated: how the frame eases into the next. */
const NOT_ANIMATED = new Set(['animation-timing-function', 'animation-composition']);

/** Each `@keyframes` rule in `css` with the properties its frames animate that the compositor cannot. */
function mainThreadAnimations(css: string): { name: string; properties: string[] }[] {
  const text = withoutComments(css);
  const found: { name: string; properties: string[] }[] = [];
  for (const match of text.matchAll(/@(?:-[a-z]+-)?keyframes\s+([^\s{]+)\s*\{/g)) {
    // The rule's body runs to the brace that closes it (each frame is a block of its own inside).
    let depth = 1;
    let end = match.index + match[0].length;
    while (depth > 0 && end < text.length) {
      if (text[end] === '{') depth += 1;
      if (text[end] === '}') depth -= 1;
      end += 1;
    }
    const body = text.slice(match.index + match[0].length, end - 1);
    const properties = [...body.matchAll(/(?<![$\w-])(-?[a-z][a-z-]*)\s*:/g)].map(([, property = '']) =>
      property.replace(/^-[a-z]+-/, ''),
    );
    const others = [
      ...new Set(properties.filter((property) => !COMPOSITED.has(property) && !NOT_ANIMATED.has(property))),
    ];
    if (others.length > 0) found.push({ name: match[1] ?? '', properties: others });
  }
  return found;
}

describe('keyframe animations', () => {
  it('move and fade only, in every stylesheet of the site', () => {
    expect(SITE_STYLESHEETS.length).toBeGreaterThan(10);
    const offenders = SITE_STYLESHEETS.flatMap((file) =>
      mainThreadAnimations(readFileSync(file, 'utf8')).map(
        ({ name, properties }) => `${file}: @keyframes ${name} animates ${properties.join(', ')}`,
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('are found out when a frame sets anything else, prefixed or not', () => {
    const sweep = `// The sweep: {a comment with braces}.
    @keyframes sweep {
      from { background-position: -100% 0, 0 0; opacity: 0; }
      50% { transform: translateX(10%); animation-timing-function: ease-in; }
      to { background-position: 200% 0, 0 0; width: 10rem; }
    }
    @-webkit-keyframes grow { to { -webkit-transform: scale(2); -webkit-mask-position: 0 0; } }
    .x { color: red; }`;
    expect(mainThreadAnimations(sweep)).toEqual([
      { name: 'sweep', properties: ['background-position', 'width'] },
      { name: 'grow', properties: ['mask-position'] },
    ]);
    expect(
      mainThreadAnimations(
        '@keyframes in { from { opacity: 0; transform: scale(1.1); translate: 0 1rem } to { opacity: 1 } }',
      ),
    ).toEqual([]);
  });
});
