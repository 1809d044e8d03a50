import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { createInsightsRepository } from '../db/insights-repository';
import { todayInLondon } from '../../src/domain/dates';
import { createHitCounter } from './hit-counter';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A server's counter on the database file in `dir`, as a start of the server opens it. */
function start(dir: string) {
  const { db } = openDatabase(dir);
  const counts = createInsightsRepository(db);
  const counter = createHitCounter({
    counts,
    now: () => new Date(),
    onError: (error) => {
      throw error;
    },
  });
  return {
    counter,
    referrers: () => counts.subjects(todayInLondon(), 'referrer'),
    stop: () => {
      counter.stop();
      db.close();
    },
  };
}

it("keeps the day's cap of 500 referring sites across a restart: new ones after it count as (other)", () => {
  const dir = mkdtempSync(join(tmpdir(), 'hit-counter-'));
  dirs.push(dir);
  const first = start(dir);
  for (let i = 0; i < 505; i += 1) first.counter.add('referrer', `site${i}.example`);
  first.stop();

  const second = start(dir);
  for (let i = 505; i < 510; i += 1) second.counter.add('referrer', `site${i}.example`);
  // A site stored before the restart is still counted under its own name.
  second.counter.add('referrer', 'site7.example');
  second.counter.flush();
  const stored = second.referrers();
  second.stop();

  expect(stored).toHaveLength(501);
  expect(stored).toContain('(other)');
  expect(stored).toContain('site7.example');
  expect(stored.filter((subject) => /^site50[5-9]\./.test(subject))).toEqual([]);
});
