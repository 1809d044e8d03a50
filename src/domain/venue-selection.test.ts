import { describe, expect, it } from 'vitest';
import { buildVenue } from '../../tests/builders/fake-data-port';
import { applySelectionChange, missingIds, venueSelectionUpdateSchema } from './venue-selection';

describe('an action on a selection', () => {
  it('moves dates by calendar days across a month, a year and the clocks changing', () => {
    const venue = buildVenue({ date: '2027-03-26' });
    expect(applySelectionChange(venue, { shiftDays: 3 }).date).toBe('2027-03-29');
    expect(applySelectionChange(venue, { shiftDays: -85 }).date).toBe('2026-12-31');
    expect(applySelectionChange(venue, { soldOut: true })).toMatchObject({
      soldOut: true,
      date: '2027-03-26',
    });
  });

  it('accepts sold out, on sale or a move by whole days, one at a time', () => {
    const ok = (change: unknown) => venueSelectionUpdateSchema.safeParse({ ids: ['a'], change }).success;
    expect([ok({ soldOut: false }), ok({ shiftDays: -7 }), ok({ shiftDays: 366 })]).toEqual([
      true,
      true,
      true,
    ]);
    expect([
      ok({ shiftDays: 0 }),
      ok({ shiftDays: 2.5 }),
      ok({ soldOut: true, shiftDays: 1 }),
      ok({}),
    ]).toEqual([false, false, false, false]);
  });

  it("sets a date's status or seats; a moved date put back on stays marked as moved", () => {
    const venue = buildVenue({ availability: 'sold-out' });
    expect(applySelectionChange(venue, { availability: 'few-left' })).toMatchObject({
      availability: 'few-left',
      soldOut: false,
    });
    expect(applySelectionChange(venue, { status: 'cancelled' })).toMatchObject({
      status: 'cancelled',
      availability: 'sold-out',
    });
    const moved = buildVenue({ status: 'postponed', previousDate: '2099-05-10' });
    expect(applySelectionChange(moved, { status: 'scheduled' }).status).toBe('rescheduled');
    expect(applySelectionChange(buildVenue({ status: 'postponed' }), { status: 'scheduled' }).status).toBe(
      'scheduled',
    );
    const ok = (change: unknown) => venueSelectionUpdateSchema.safeParse({ ids: ['a'], change }).success;
    expect([ok({ status: 'postponed' }), ok({ availability: 'few-left' }), ok({ status: 'late' })]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('names each chosen listing that is missing by its place in the selection', () => {
    expect(missingIds(['a', 'b', 'c'], new Set(['b']))).toEqual({
      'ids.0': expect.any(String),
      'ids.2': expect.any(String),
    });
  });
});
