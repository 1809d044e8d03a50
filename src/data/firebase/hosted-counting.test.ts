import { describe, expect, it } from 'vitest';
import type { Hit } from '../../domain/hit';
import { DataError } from '../errors';
import { countHostedHit, type CountingPort } from './hosted-counting';

/** A port that notes each thing asked of it: a refused hit must ask nothing and write nothing. */
function watchedPort() {
  const asked: string[] = [];
  const port = {
    rest: new Proxy(
      {},
      { get: (_, name) => (asked.push(`rest.${String(name)}`), () => Promise.resolve([])) },
    ),
    seen: { get: () => (asked.push('seen'), null) },
    managerHere: () => (asked.push('managerHere'), Promise.resolve(false)),
    findBySlug: () => (asked.push('findBySlug'), Promise.resolve({ kind: 'unknown' })),
  } as unknown as CountingPort;
  return { port, asked };
}

describe("a visitor's hit on the hosted site", () => {
  it.each<[string, Hit]>([
    ['a page longer than 300 characters', { kind: 'view', path: `/${'a'.repeat(300)}` }],
    ['an address on another site', { kind: 'view', path: 'https://elsewhere.example/' }],
    ['a referring site that is not a host name', { kind: 'view', path: '/titanic', from: 'a b' }],
    ['a Book click without a listing', { kind: 'book', listing: '' }],
    ['a kind of click the site does not count', { kind: 'download', listing: 'x' } as unknown as Hit],
  ])('is refused, counting nothing, for %s', async (_, hit) => {
    const { port, asked } = watchedPort();
    const refused = await countHostedHit(port, hit).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataError);
    expect(refused).toMatchObject({ kind: 'invalid' });
    expect(asked).toEqual([]);
  });
});
