import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeOnEmulator } from './emulator';
import { trashListing, writeListing } from './listing-writes';
import {
  as,
  backdated,
  modular,
  startRulesEnvironment,
  text,
  venueDoc,
  without,
  type Role,
} from './rules-env';

describeOnEmulator('firestore.rules: venues (listings)', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await startRulesEnvironment('demo-rules-venues');
  });
  afterAll(() => env.cleanup());
  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled((ctx) => setDoc(doc(modular(ctx), 'venues/v1'), venueDoc()));
  });

  it.each<Role>(['visitor', 'signed-in', 'manager'])('lets a %s read listings', async (role) => {
    const db = as(env, role);
    await assertSucceeds(getDoc(doc(db, 'venues/v1')));
    // A public list query carries a limit (tests/firestore/rules-abuse.test.ts has the refusals).
    const all = await assertSucceeds(getDocs(query(collection(db, 'venues'), limit(200))));
    expect(all.size).toBe(1);
  });

  it('lets a manager create a listing', async () => {
    await assertSucceeds(writeListing(as(env, 'manager'), 'new', venueDoc()));
  });

  it.each<Role>(['visitor', 'signed-in'])('refuses a listing from a %s', async (role) => {
    await assertFails(writeListing(as(env, role), 'new', venueDoc()));
  });

  it.each<[string, Record<string, unknown>]>([
    ['an unknown show', { showName: 'Hamlet' }],
    ['a show name that is not text', { showName: 7 }],
    ['a blank hotel name', { hotelName: '   ' }],
    ['a hotel name of 121 characters', { hotelName: text(121) }],
    ['a hotel name that is a number', { hotelName: 42 }],
    ['a location of 201 characters', { hotelLocation: text(201) }],
    ["'Sold Out' as the city", { selectWhere: 'Sold Out' }],
    ['a typo for a city', { selectWhere: 'Cheltnam' }],
    ['a free-text date', { showDate: '26TH OF JANUARY 2024' }],
    ['a short ISO-like date', { showDate: '2031-5-7' }],
    ['a date that is a timestamp', { showDate: backdated }],
    ['a javascript: link', { hotelLink: 'javascript:alert(1)' }],
    ['a data: link', { hotelLink: 'data:text/html,<script>alert(1)</script>' }],
    ['a link of 2049 characters', { hotelLink: `https://a.example/${text(2049 - 18)}` }],
    ['soldOut as text', { soldOut: 'yes' }],
    ['a back-dated createdAt', { createdAt: backdated }],
    ['an extra field', { featured: true }],
    ['a start time past midnight', { startTime: '24:00' }],
    ['a start time in words', { startTime: '7 pm' }],
    ['former addresses as text', { formerSlugs: 'Titanic/2031-05-07-the-grand' }],
    ['21 former addresses', { formerSlugs: Array.from({ length: 21 }, (_, i) => `Titanic/2031-05-${i}`) }],
    ['a status the site does not know', { status: 'delayed' }],
    ['a status that is not text', { status: 1 }],
    ['an availability the site does not know', { availability: 'plenty' }],
    ['sold out by availability but not by soldOut', { availability: 'sold-out', soldOut: false }],
    ['on sale by availability but sold out by soldOut', { availability: 'on-sale', soldOut: true }],
    ['a previous date in words', { previousDate: 'last Friday' }],
    ['a negative sequence', { sequence: -1 }],
    ['a sequence that is not a whole number', { sequence: 1.5 }],
    ['an extra the site does not know', { extras: ['subtitled'] }],
    ['extras as text', { extras: 'relaxed' }],
    ['the same extra twice', { extras: ['relaxed', 'relaxed'] }],
  ])('refuses, even from a manager, a listing with %s', async (_case, overrides) => {
    await assertFails(writeListing(as(env, 'manager'), 'new', venueDoc(overrides)));
  });

  it('refuses, even from a manager, a listing with a missing field', async () => {
    await assertFails(writeListing(as(env, 'manager'), 'new', without(venueDoc(), 'soldOut')));
  });

  it.each<[string, Record<string, unknown>]>([
    ['cancelled', { status: 'cancelled' }],
    ['postponed and few seats left', { status: 'postponed', availability: 'few-left' }],
    [
      'moved, with its previous date and a raised sequence',
      { status: 'rescheduled', previousDate: '2031-05-10', sequence: 3 },
    ],
    ['sold out', { availability: 'sold-out', soldOut: true }],
    [
      'without status, availability and sequence (as written before they existed)',
      { status: undefined, availability: undefined, sequence: undefined },
    ],
    ['relaxed, BSL-interpreted and captioned', { extras: ['relaxed', 'bsl-interpreted', 'captioned'] }],
    ['with no extras', { extras: [] }],
  ])('accepts a listing %s', async (_case, overrides) => {
    const data = Object.fromEntries(
      Object.entries(venueDoc(overrides)).filter(([, value]) => value !== undefined),
    );
    await assertSucceeds(writeListing(as(env, 'manager'), 'new', data));
  });

  it("accepts a listing's own start time and its former addresses", async () => {
    const withExtras = venueDoc({ startTime: '14:30', formerSlugs: ['Titanic/2031-05-07-the-grand'] });
    await assertSucceeds(writeListing(as(env, 'manager'), 'new', withExtras));
  });

  it('accepts an http link with an upper-case scheme and the longest allowed fields', async () => {
    const longest = venueDoc({
      hotelName: text(120),
      hotelLocation: text(200),
      hotelLink: `HTTP://a.example/${text(2048 - 17)}`,
    });
    await assertSucceeds(writeListing(as(env, 'manager'), 'new', longest));
  });

  it('lets a manager replace a listing, keeping when it was first stored', async () => {
    const db = as(env, 'manager');
    const stored = await getDoc(doc(db, 'venues/v1'));
    const createdAt: unknown = stored.get('createdAt');
    await assertSucceeds(
      writeListing(db, 'v1', venueDoc({ hotelName: 'The Grander', createdAt }), { action: 'update' }),
    );
  });

  it('refuses to back-date a listing on update', async () => {
    await assertFails(
      writeListing(as(env, 'manager'), 'v1', { createdAt: backdated }, { action: 'update', merge: true }),
    );
  });

  it('lets a manager rewrite an old-format listing in the new shape, keeping its text createdAt', async () => {
    const legacy = {
      ...venueDoc({ showDate: '26TH OF JANUARY 2031', selectWhere: 'Sold Out' }),
      createdAt: 'Mon Jan 6 2031',
    };
    delete (legacy as Partial<typeof legacy>).soldOut;
    await env.withSecurityRulesDisabled((ctx) => setDoc(doc(modular(ctx), 'venues/old'), legacy));
    const db = as(env, 'manager');
    await assertSucceeds(
      writeListing(db, 'old', venueDoc({ soldOut: true, createdAt: 'Mon Jan 6 2031' }), { action: 'update' }),
    );
  });

  it.each<Role>(['visitor', 'signed-in'])('refuses a change from a %s', async (role) => {
    await assertFails(updateDoc(doc(as(env, role), 'venues/v1'), { hotelName: 'Hijacked' }));
  });

  it('lets a manager delete a listing (into the trash, with its history: rules-history.test.ts)', async () => {
    const db = as(env, 'manager');
    const stored = (await getDoc(doc(db, 'venues/v1'))).data() ?? {};
    await assertSucceeds(trashListing(db, 'v1', stored));
  });

  it.each<Role>(['visitor', 'signed-in'])('refuses a deletion from a %s', async (role) => {
    await assertFails(deleteDoc(doc(as(env, role), 'venues/v1')));
  });

  it.each<Role>(['visitor', 'signed-in', 'manager'])('denies a %s any other collection', async (role) => {
    const db = as(env, role);
    await assertFails(getDoc(doc(db, 'secrets/s1')));
    await assertFails(setDoc(doc(db, 'secrets/s1'), { any: 'thing' }));
    await assertFails(setDoc(doc(db, 'venues/v1/notes/n1'), { any: 'thing' }));
  });
});
