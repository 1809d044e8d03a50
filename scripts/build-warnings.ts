import { stripVTControlCharacters } from 'node:util';

/** tsx's command-line entry, for running a TypeScript script under this same Node without npm in between. */
export const TSX = 'node_modules/tsx/dist/cli.mjs';

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
