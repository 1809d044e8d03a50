import { execFileSync } from 'node:child_process';

/** The site's own stylesheets, Sass and CSS, every folder of src (git's `*` crosses folders). */
export const SITE_STYLESHEETS = execFileSync('git', ['ls-files', 'src/*.scss', 'src/*.css'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);

/** The stylesheet without its comments, block and Sass line comments (not the `//` of a URL or a string). */
export const withoutComments = (css: string): string =>
  css.replace(/\/\*[\s\S]*?\*\/|(?<![:'"])\/\/.*$/gm, '');
