import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { clearFirestore } from '../../scripts/firebase/emulator';
import { createFirebaseDataPort, type FirebaseDataPort } from '../../src/data/firebase/firestore-port';
import { siteHostClock } from '../../src/data/firebase/host-clock';
import { formatDateWithWeekday } from '../../src/domain/dates';
import { aVenueInput, daysFromToday } from '../builders/inputs';
import { describeOnEmulator, EMULATOR_HOST } from './emulator';
import { emulatorSettings, MANAGER, readRaw, storeRaw, subscribeVerified } from './firebase-harness';

const PROJECT = 'demo-hosted-notice-wait';
const PEOPLE = [
  { uid: 'ada-uid', email: 'ada@example.test' },
  { uid: 'bob-uid', email: 'bob@example.test' },
  { uid: 'cy-uid', email: 'cy@example.test' },
];
const MINUTE = 60_000;

type Mail = { to: string; template: { name: string; data: Record<string, unknown> } };
const mails = async (name: string) =>
  ((await readRaw(PROJECT, 'mail')) as unknown as Mail[]).filter((m) => m.template.name === name);
const waiting = () => readRaw(PROJECT, 'pendingMail');

describeOnEmulator("hosted: a listing change's e-mails wait in pendingMail, and can be recalled", () => {
  let manager: FirebaseDataPort;
  beforeAll(() => {
    manager = createFirebaseDataPort(
      { ...emulatorSettings(PROJECT), noticeDelayMinutes: 10 },
      { emulatorUser: MANAGER },
    );
  });
  afterAll(() => manager.close());
  beforeEach(() => clearFirestore(EMULATOR_HOST ?? '', PROJECT));
  afterEach(() => vi.useRealTimers());

  /** Three people who asked about Titanic in Cardiff, and the date, its new-date e-mails waiting. */
  async function dateAnnouncedSoon() {
    for (const who of PEOPLE) await subscribeVerified(PROJECT, who, { show: 'Titanic', city: 'Cardiff' });
    return manager.createVenue(aVenueInput({ show: 'Titanic', city: 'Cardiff', date: daysFromToday(40) }));
  }

  /** The same, its new-date e-mails sent at once. */
  async function dateWithThreeSubscribers() {
    const venue = await dateAnnouncedSoon();
    expect((await manager.listPendingNotices()).notices).toEqual([
      expect.objectContaining({ listingId: venue.id, kind: 'new-date', people: 3 }),
    ]);
    await manager.sendNoticesNow({ listingId: venue.id, kind: 'new-date' });
    expect(await mails('new-date')).toHaveLength(3);
    return venue;
  }

  it('an address erased while its e-mail waits: the waiting e-mail goes with it, the others still wait', async () => {
    const venue = await dateWithThreeSubscribers();
    await manager.updateVenues([venue.id], { status: 'cancelled' });
    const [ada] = PEOPLE;
    // Her new-date e-mail, sent, and the cancellation, waiting.
    expect(await manager.findAddress(ada?.email ?? '')).toMatchObject({ emails: 2 });

    await manager.eraseAddress(ada?.email ?? '');
    const left = (await waiting()) as unknown as { mail: Mail }[];
    expect(left.map((w) => w.mail.to).sort()).toEqual(PEOPLE.slice(1).map((p) => p.email));
    expect((await manager.listPendingNotices()).notices).toEqual([
      expect.objectContaining({ listingId: venue.id, kind: 'date-cancelled', people: 2 }),
    ]);
  });

  it('asks first: cancelling the date would tell 3 people', async () => {
    const venue = await dateWithThreeSubscribers();
    expect(await manager.countNoticeAudience(venue.id)).toEqual({
      people: 3,
      mailEnabled: true,
      delayMinutes: 10,
      unannounced: false,
    });
  });

  it('a date called off before its "new date" e-mails went was never announced: nobody is told anything', async () => {
    const venue = await dateAnnouncedSoon();
    expect(await manager.countNoticeAudience(venue.id)).toMatchObject({ people: 3, unannounced: true });
    await manager.updateVenues([venue.id], { status: 'postponed' });

    expect(await waiting()).toEqual([]);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60 * MINUTE });
    expect((await manager.listPendingNotices()).notices).toEqual([]);
    expect(await readRaw(PROJECT, 'mail')).toEqual([]);
  });

  it('a date moved before its "new date" e-mails went is announced at its new day, not as a move', async () => {
    const venue = await dateAnnouncedSoon();
    await manager.updateVenues([venue.id], { shiftDays: 7 });

    const left = (await waiting()) as unknown as { mail: Mail & { template: { data: { date: string } } } }[];
    expect(left.map((w) => w.mail.to).sort()).toEqual(PEOPLE.map((p) => p.email));
    const moved = formatDateWithWeekday(daysFromToday(47));
    for (const { mail } of left)
      expect(mail.template).toMatchObject({ name: 'new-date', data: { date: moved } });
  });

  it('cancelled: no mail document until the wait ends; the dashboard then writes 3', async () => {
    const venue = await dateWithThreeSubscribers();
    const cancelledAt = Date.now();
    await manager.updateVenues([venue.id], { status: 'cancelled' });
    const list = await manager.listPendingNotices();
    expect(list).toMatchObject({ delayMinutes: 10, sentByDashboard: true });
    expect(list.notices).toEqual([
      expect.objectContaining({ listingId: venue.id, kind: 'date-cancelled', people: 3 }),
    ]);
    const dueAt = Date.parse(list.notices[0]?.dueAt ?? '');
    expect(dueAt - cancelledAt).toBeGreaterThanOrEqual(10 * MINUTE);
    expect(await mails('date-cancelled')).toEqual([]);

    // The browser's clock moves past the wait: the dashboard's next reading writes them.
    vi.useFakeTimers({ toFake: ['Date'], now: dueAt + 1 });
    expect((await manager.listPendingNotices()).notices).toEqual([]);
    expect((await mails('date-cancelled')).map((m) => m.to).sort()).toEqual(PEOPLE.map((p) => p.email));
    expect(await waiting()).toEqual([]);
  });

  it("a dashboard whose clock runs 20 minutes fast dates the e-mails and sends them by the host's clock", async () => {
    const venue = await dateWithThreeSubscribers();
    // The site's host, as Firebase Hosting answers: its Date header is its own clock (this machine's, kept
    // by process.hrtime, which the laptop's fake clock below leaves alone).
    const [startedAt, startedHr] = [Date.now(), process.hrtime.bigint()];
    const hostNow = () => startedAt + Number((process.hrtime.bigint() - startedHr) / 1_000_000n);
    const host = createServer((_request, response) => {
      response.setHeader('Date', new Date(hostNow()).toUTCString());
      response.end();
    });
    await new Promise<void>((listening) => host.listen(0, '127.0.0.1', listening));
    const { port } = host.address() as AddressInfo;
    const fast = createFirebaseDataPort(
      { ...emulatorSettings(PROJECT), noticeDelayMinutes: 10 },
      { emulatorUser: MANAGER, hostClock: siteHostClock(`http://127.0.0.1:${port}`) },
    );
    try {
      vi.useFakeTimers({ toFake: ['Date', 'performance'], now: hostNow() + 20 * MINUTE });
      const cancelledAt = hostNow();
      await fast.updateVenues([venue.id], { status: 'cancelled' });
      const changedAt = hostNow();
      const list = await fast.listPendingNotices();
      // Read at the host's time, which the panel counts the minutes left from.
      expect(Date.parse(list.readAt)).toBeLessThanOrEqual(hostNow());
      expect(Date.parse(list.readAt)).toBeGreaterThan(cancelledAt - MINUTE);
      const [notice] = list.notices;
      expect(notice).toMatchObject({ listingId: venue.id, kind: 'date-cancelled', people: 3 });
      // Due ten minutes after the change by the host (read to the second), not by this laptop's clock.
      const dueAt = Date.parse(notice?.dueAt ?? '');
      expect(dueAt).toBeGreaterThan(cancelledAt + 9 * MINUTE);
      expect(dueAt).toBeLessThanOrEqual(changedAt + 10 * MINUTE);
      expect(await mails('date-cancelled')).toEqual([]);

      // Its readings every half minute send nothing until the host's clock says the wait is over.
      vi.advanceTimersByTime(8 * MINUTE);
      expect((await fast.listPendingNotices()).notices).toHaveLength(1);
      expect(await mails('date-cancelled')).toEqual([]);
      vi.advanceTimersByTime(2 * MINUTE + 2000);
      expect((await fast.listPendingNotices()).notices).toEqual([]);
      expect(await mails('date-cancelled')).toHaveLength(3);
    } finally {
      await fast.close();
      await new Promise((closed) => host.close(closed));
    }
  });

  it('one e-mail the rules refuse (an old subscriber document without an address) holds back no other', async () => {
    const venue = await dateWithThreeSubscribers();
    await storeRaw(PROJECT, {
      'subscribers/zed-uid': {
        email: 'not an address',
        token: 'z'.repeat(32),
        interests: ['any|any'],
        consents: {},
      },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await manager.updateVenues([venue.id], { status: 'cancelled' });
      // The page's batch was refused whole; its e-mails were then written one by one.
      const left = (await waiting()) as unknown as { mail: Mail }[];
      expect(left.map((w) => w.mail.to).sort()).toEqual(PEOPLE.map((p) => p.email));
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[mail\] 1 e-mail refused:/));
    } finally {
      warn.mockRestore();
    }
  });

  it('put back on after its cancellation went: the people told it was off hear it is on again', async () => {
    const venue = await dateWithThreeSubscribers();
    await manager.updateVenues([venue.id], { status: 'cancelled' });
    await manager.sendNoticesNow({ listingId: venue.id, kind: 'date-cancelled' });
    expect(await mails('date-cancelled')).toHaveLength(3);

    await manager.updateVenues([venue.id], { status: 'scheduled' });
    expect((await manager.listPendingNotices()).notices).toEqual([
      expect.objectContaining({ listingId: venue.id, kind: 'new-date', people: 3 }),
    ]);
    await manager.sendNoticesNow({ listingId: venue.id, kind: 'new-date' });
    // The first announcement and the return, three each; the return in the words of a date back on.
    const told = await mails('new-date');
    expect(told.map((m) => m.to).sort()).toEqual([...PEOPLE, ...PEOPLE].map((p) => p.email).sort());
    expect(told.filter((m) => m.template.data.backOn === true)).toHaveLength(3);
  });

  it("put back on after its cancellation was withdrawn (Don't send): nobody hears it is back, a newcomer hears of it", async () => {
    const venue = await dateWithThreeSubscribers();
    await manager.updateVenues([venue.id], { status: 'cancelled' });
    await manager.dropNotices({ listingId: venue.id, kind: 'date-cancelled' });
    await subscribeVerified(PROJECT, { uid: 'late-uid', email: 'late@example.test' }, { city: 'Cardiff' });

    await manager.updateVenues([venue.id], { status: 'scheduled' });
    expect((await manager.listPendingNotices()).notices).toEqual([
      expect.objectContaining({ listingId: venue.id, kind: 'new-date', people: 1 }),
    ]);
    await manager.sendNoticesNow({ listingId: venue.id, kind: 'new-date' });
    const told = await mails('new-date');
    expect(told).toHaveLength(4);
    expect(told.filter((m) => m.to === 'late@example.test')).toEqual([
      expect.objectContaining({
        template: expect.objectContaining({ data: expect.not.objectContaining({ backOn: true }) }),
      }),
    ]);
  });

  it('cancelled, back on, cancelled again and withdrawn, back on: the last e-mail said it is on, so none goes', async () => {
    const venue = await dateWithThreeSubscribers();
    await manager.updateVenues([venue.id], { status: 'cancelled' });
    await manager.sendNoticesNow({ listingId: venue.id, kind: 'date-cancelled' });
    await manager.updateVenues([venue.id], { status: 'scheduled' });
    await manager.sendNoticesNow({ listingId: venue.id, kind: 'new-date' });
    expect((await mails('new-date')).filter((m) => m.template.data.backOn === true)).toHaveLength(3);

    await manager.updateVenues([venue.id], { status: 'cancelled' });
    await manager.dropNotices({ listingId: venue.id, kind: 'date-cancelled' });
    await manager.updateVenues([venue.id], { status: 'scheduled' });
    expect((await manager.listPendingNotices()).notices).toEqual([]);
    expect(await mails('new-date')).toHaveLength(6);
  });

  it('undone within the wait: withdrawn, and no mail document is ever written', async () => {
    const venue = await dateWithThreeSubscribers();
    // Someone who asked after the date was announced is not told "on sale" by the Undo either.
    await subscribeVerified(PROJECT, { uid: 'late-uid', email: 'late@example.test' }, { city: 'Cardiff' });
    await manager.updateVenues([venue.id], { status: 'cancelled' });
    expect(await waiting()).toHaveLength(4);
    await manager.updateVenues([venue.id], { status: 'scheduled' });
    expect(await waiting()).toEqual([]);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60 * MINUTE });
    expect((await manager.listPendingNotices()).notices).toEqual([]);
    expect(await mails('date-cancelled')).toEqual([]);
  });

  it("Don't send withdraws them; a date deleted within the wait takes its e-mails with it", async () => {
    const venue = await dateWithThreeSubscribers();
    await manager.updateVenues([venue.id], { status: 'postponed' });
    await manager.dropNotices({ listingId: venue.id, kind: 'date-postponed' });
    expect(await waiting()).toEqual([]);
    await expect(manager.dropNotices({ listingId: venue.id, kind: 'date-postponed' })).rejects.toThrow(
      'These e-mails have already gone or were withdrawn.',
    );

    await manager.updateVenues([venue.id], { status: 'cancelled' });
    expect(await waiting()).toHaveLength(3);
    await manager.deleteVenues([venue.id]);
    expect(await waiting()).toEqual([]);
    expect(await mails('date-cancelled')).toEqual([]);
  });
});
