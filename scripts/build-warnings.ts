import { stripVTControlCharacters } from 'node:util';

/** tsx's command-line entry, for running a TypeScript script under this same Node without npm in between. */
export const TSX = 'node_modules/tsx/dist/cli.mjs';

/**
 * TypeScript 7's compiler (the `typescript-7` alias), by its path: `npx tsc` may find either compiler, as
 * both packages name their command tsc. The `typescript` package stays at 5.9 for the tools that read its
 * JavaScript API, which 7 does not have (dependency-cruiser): docs/decisions/0049.
 */
export const TSC = 'node_modules/typescript-7/bin/tsc';

/**
 * Lines of build output that read as a warning to a person: Vite's and Rolldown's notices ("(!)",
 * "[INEFFECTIVE_DYNAMIC_IMPORT]"-style codes), Sass deprecations, modules "externalized for browser
 * compatibility", anything saying warn. The build is meant to print none, so any line found here is new.
 */
const WARNING = /warn|externalized|deprecat|^\(!\)|^\[[A-Z][A-Z_]+\]/i;

export function buildWarnings(output: string): string[] {
  return output
    .split(/\r?\n/)
    .map((line) => stripVTControlCharacters(line).trim())
    .filter((line) => WARNING.test(line));
}
