/**
 * Puts the hashes of a hosted build's inline critical CSS into firebase.json's Content-Security-Policy
 * (`style-src`), which Firebase Hosting sends with every page: one static header for the whole site, so it
 * lists the hash of every page's `<style>` (docs/decisions/0038-critical-css-inlined.md). The last step of
 * `npm run build:firebase`:
 *
 *   tsx scripts/firebase/style-hashes.ts DIR [--deploy]
 *
 * The Firebase CLI reads firebase.json before it runs the predeploy build, so a deploy whose build changed
 * the hashes would upload the old header: with `--deploy` (as predeploy runs it) that stops the deploy,
 * saying to run it again; the second build writes the same hashes and the deploy goes on.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { readStyleHashes } from '../../server/pages/page-files';
import { withStyleHashes } from '../../server/security/headers';

interface HostingHeaders {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
}

/**
 * The CSP sources of the inline critical CSS of every page in `dir`, each once, in a stable order: as the
 * prerender's critical-CSS step reported them (server/pages/page-files.ts), never read back from the pages,
 * where `<style>` text in an attribute or JSON-LD would pass for a style.
 */
export function builtStyleHashes(dir: string): string[] {
  return [...new Set(Object.values(readStyleHashes(dir)).flat())].sort();
}

/**
 * firebase.json's text with its Content-Security-Policy allowing exactly these inline styles. Only the
 * header's value changes, in place, so the file keeps its formatting.
 */
export function firebaseJsonWithStyleHashes(text: string, hashes: readonly string[]): string {
  const config = JSON.parse(text) as HostingHeaders;
  const csp = config.hosting.headers
    .flatMap((rule) => rule.headers)
    .find((header) => header.key === 'Content-Security-Policy');
  if (!csp) throw new Error('firebase.json has no Content-Security-Policy header');
  return text.replace(JSON.stringify(csp.value), () => JSON.stringify(withStyleHashes(csp.value, hashes)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'dist-firebase';
  const hashes = builtStyleHashes(dir);
  const before = readFileSync('firebase.json', 'utf8');
  const after = firebaseJsonWithStyleHashes(before, hashes);
  if (after === before) {
    console.log(`firebase.json's CSP already allows the ${hashes.length} inline styles of ${dir}.`);
  } else {
    writeFileSync('firebase.json', after);
    console.log(`firebase.json's CSP now allows the ${hashes.length} inline styles of ${dir}.`);
    if (process.argv.includes('--deploy')) {
      console.error(
        '\nThe Firebase CLI read firebase.json before this build changed its style hashes, so this deploy ' +
          'would send the old ones and the pages would lose their inline styles. Nothing was deployed: run ' +
          '`npx firebase deploy` again (the next build writes the same hashes), and commit firebase.json.\n',
      );
      process.exit(1);
    }
  }
}
