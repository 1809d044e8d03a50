import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * What a module brings into the browser's first load: its static imports that carry values (not
 * `import type`, not `import()`), followed through src/. A module that runs code at load time (a zod
 * schema at the top level) keeps its whole import in the bundle even when nothing of it is used.
 */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
      found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return found;
}

/** The chain of static imports from `root` to the package `target`, or null when there is none. */
function chainTo(root: string, target: string): string[] | null {
  const from = new Map<string, string | null>([[root, null]]);
  const queue = [root];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    for (const name of staticImports(file)) {
      if (name === target || name.startsWith(`${target}/`)) {
        const chain = [name, file];
        for (let step = from.get(file); step; step = from.get(step)) chain.push(step);
        return chain.reverse();
      }
      if (!name.startsWith('.')) continue;
      const base = path.join(path.dirname(file), name);
      const resolved = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) =>
        fs.existsSync(f),
      );
      if (resolved && !from.has(resolved)) {
        from.set(resolved, file);
        queue.push(resolved);
      }
    }
  }
  return null;
}

describe("the browser's first load", () => {
  // The app's entry, in both modes: every page's first load. (Form checks load with the forms.)
  it('reaches no zod from the entry', () => {
    expect(chainTo('src/main.tsx', 'zod')).toBeNull();
  });

  it('finds the chain when there is one', () => {
    expect(chainTo('src/domain/page-query.ts', 'zod')).toEqual(['src/domain/page-query.ts', 'zod']);
    expect(chainTo('src/domain/venue.ts', 'zod')).not.toBeNull();
  });
});
