import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { venueInputSchema } from '../../src/domain/venue';
import { aVenueInput } from '../../tests/builders/inputs';
import { DATABASE_FILE } from '../db/database';
import { openStore } from '../db/store';
import { createVenueWrites } from './venue-writes';

const ACTOR = 'pm@example.com';
const opened: { close(): void; dir: string }[] = [];
afterEach(() => {
  for (const { close, dir } of opened.splice(0)) {
    close();
    rmSync(dir, { recursive: true, force: true });
  }
});

/** The writes on a migrated database, with a clock a millisecond later at every reading, as a real one moves. */
function writesWithMovingClock() {
  const dir = mkdtempSync(join(tmpdir(), 'venue-writes-'));
  copyFileSync(inject('migratedDatabase'), join(dir, DATABASE_FILE));
  const store = openStore(dir);
  opened.push({ close: () => store.close(), dir });
  let ms = Date.parse('2026-11-22T12:00:00Z');
  return { store, writes: createVenueWrites(store, () => new Date(ms++)) };
}

describe('a run deleted together', () => {
  it('goes into the trash at one moment, so the trash offers to restore all of it', () => {
    const { store, writes } = writesWithMovingClock();
    const dates = ['2027-01-01', '2027-01-02', '2027-01-08', '2027-01-09', '2027-01-15', '2027-01-16'];
    const run = writes.createMany(
      dates.map((date) => venueInputSchema.parse(aVenueInput({ date }))),
      ACTOR,
    );
    if (!Array.isArray(run)) throw new Error('the run was not made');

    const ids = writes.trashSeries(run[2]?.id ?? '', 'all', ACTOR);

    expect(ids).toHaveLength(6);
    const trashed = store.venues.listTrash();
    expect(trashed.map((venue) => venue.id).sort()).toEqual([...(ids ?? [])].sort());
    expect(new Set(trashed.map((venue) => `${venue.deletedAt}|${venue.deletedBy}`)).size).toBe(1);
  });
});
