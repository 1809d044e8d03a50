import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { compile, compileString, Logger } from 'sass-embedded';
import { describe, expect, it } from 'vitest';

/**
 * The site's stylesheet writes only the Bootstrap utility groups listed in _site-utilities.scss. A class of a
 * group left out would be missing without a sound: the element would just lose its margin or its layout.
 */
const SASS = { loadPaths: ['node_modules', 'src/styles'], logger: Logger.silent };
const GROUP_MARK = /^\.site-utility-group-(.+)$/;

/** Every class Bootstrap's whole utility map can write, at every breakpoint, and the group that writes it. */
function bootstrapUtilityClasses(): Map<string, string> {
  const { css } = compileString(
    `@import 'bootstrap-settings';
    @each $name, $utility in $utilities {
      .site-utility-group-#{$name} { order: 0; }
      @each $breakpoint in map-keys($grid-breakpoints) {
        @include generate-utility($utility, breakpoint-infix($breakpoint, $grid-breakpoints));
      }
    }`,
    SASS,
  );
  const groups = new Map<string, string>();
  let group = '';
  for (const selector of selectors(css)) {
    const mark = GROUP_MARK.exec(selector);
    if (mark) group = mark[1] ?? '';
    else for (const name of classNames(selector)) if (!groups.has(name)) groups.set(name, group);
  }
  return groups;
}

function selectors(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...withoutComments.matchAll(/([^{}]+)\{/g)].map((match) => (match[1] ?? '').trim());
}

function classNames(selector: string): string[] {
  return [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map((match) => (match[1] ?? '').replace(/\\/g, ''));
}

/** Every word of the sources that render markup (components, pages, the HTML template), tests aside. */
function sourceWords(): Set<string> {
  const files = readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join('src', file));
  const text = [...files, 'index.html'].map((file) => readFileSync(file, 'utf8')).join('\n');
  return new Set(text.match(/[\w-]+/g));
}

describe("the site's stylesheet", () => {
  it('writes every Bootstrap utility class the sources name, and leaves out the groups they do not', () => {
    const bootstrap = bootstrapUtilityClasses();
    const written = new Set(selectors(compile('src/styles/main.scss', SASS).css).flatMap(classNames));

    const kept = new Set([...written].flatMap((name) => bootstrap.get(name) ?? []));
    const missing = [...sourceWords()]
      .filter((word) => bootstrap.has(word) && !written.has(word))
      .map((name) => {
        const group = bootstrap.get(name) ?? '';
        const list = kept.has(group) ? '$site-responsive-utilities' : '$site-utilities';
        return `${name} (add '${group}' to ${list} in _site-utilities.scss)`;
      });
    expect(missing).toEqual([]);
    // The trim is real: a group no source uses, and a breakpoint class of a group kept without them.
    expect(bootstrap.get('float-start')).toBe('float');
    expect(written).not.toContain('float-start');
    expect(bootstrap.has('mb-md-3')).toBe(true);
    expect(written).toContain('mb-3');
    expect(written).not.toContain('mb-md-3');
  });
});
