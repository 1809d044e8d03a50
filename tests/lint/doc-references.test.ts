import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Comments and notes send the next engineer to a document: the document must be there. Decisions get
 * renumbered and notes renamed, and twice a reference to a design document that lives outside this
 * repository crept back in; the repository's own docs/ say what is true of it.
 */
const BINARY = /\.(png|jpe?g|webp|avif|gif|ico|woff2?|ttf|gz|br|pdf|sqlite|db)$/i;
const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
  .split('\0')
  .filter((file) => file !== '' && !BINARY.test(file) && fs.existsSync(file));
const text = new Map(tracked.map((file) => [file, fs.readFileSync(file, 'utf8')]));

describe('references to documents', () => {
  it('names only documents under docs/ that exist', () => {
    const missing = [...text].flatMap(([file, body]) =>
      [...body.matchAll(/\bdocs\/[\w./-]+?\.md\b/g)]
        .map(([reference]) => reference)
        .filter((reference) => !fs.existsSync(reference))
        .map((reference) => `${file}: ${reference}`),
    );
    expect(missing).toEqual([]);
  });

  it('never points at a design document the repository does not contain', () => {
    const outside = ['DESIGN', 'md'].join('.');
    const naming = [...text].filter(([, body]) => body.includes(outside)).map(([file]) => file);
    expect(naming).toEqual([]);
  });
});
