import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * Node 20 reached its end of life in April 2026. The site keeps running on it (20.19 and later) while nothing
 * may stop a move to 22 or 24: neither our own `engines` field nor that of any installed package, dev tools
 * included (`npm ci` warns about each one that excludes the running Node).
 */
interface LockedPackage {
  engines?: { node?: unknown } | unknown[];
}
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, LockedPackage>;
};
// The oldest release of each line we promise (22.13 is the first 22 that jsdom and Rolldown accept).
const SUPPORTED = ['20.19.0', '22.13.0', '24.0.0'];
const PROBES = ['20.18.0', '20.19.0', '21.7.0', '22.0.0', '22.12.0', '22.13.0', '23.0.0', '24.0.0', '26.0.0'];

/** The installed packages (dev tools included) whose own engines field refuses this Node release. */
function packagesExcluding(version: string): string[] {
  return Object.entries(lock.packages)
    .filter(([path]) => path !== '')
    .flatMap(([path, entry]) => {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      return typeof range === 'string' && !semver.satisfies(version, range) ? [`${path} (${range})`] : [];
    });
}

describe('Node versions', () => {
  it.each(SUPPORTED)('our engines field allows Node %s', (version) => {
    expect(semver.satisfies(version, manifest.engines.node)).toBe(true);
  });

  it.each(SUPPORTED)('no installed package declares that it cannot run on Node %s', (version) => {
    expect(packagesExcluding(version)).toEqual([]);
  });

  // A release our field allows must not be refused by a package: the field promises no more than the tree keeps.
  it.each(PROBES)('our engines field allows Node %s only if every installed package does', (version) => {
    if (semver.satisfies(version, manifest.engines.node)) expect(packagesExcluding(version)).toEqual([]);
    else expect(SUPPORTED).not.toContain(version);
  });
});
