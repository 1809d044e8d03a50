import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeOnEmulator } from './emulator';
import { writeListing } from './listing-writes';
import {
  as,
  contactMessageDoc,
  hostingRequestDoc,
  modular,
  ROLES,
  firstChoice,
  signedInAs,
  startRulesEnvironment,
  venueDoc,
} from './rules-env';

// What a stranger would try against the hosted rules directly (no app in between): addresses that break
// out of a mailto: link, names that only look filled in, control characters, impossible dates, and reading
// every listing in one request. Each case has its allowed counterpart beside it.

const BAD_EMAILS: [string, string][] = [
  ['a mailto: query', 'a@b.co?subject=Hi&body=click'],
  ['an ampersand', 'a&b@example.test'],
  ['angle brackets', '<a@example.test>'],
  ['a space', 'ann example@example.test'],
  ['double quotes', '"ann"@example.test'],
  ['a newline (header injection)', 'ann@example.test\nBcc: x@example.test'],
  ['two dots in a row', 'ann..lee@example.test'],
  ['a host without a dot', 'ann@localhost'],
];
const GOOD_EMAILS = ["o'brien+tickets@mail.example.co.uk", 'ann.lee_1@example.test'];

const INVISIBLE_NAMES: [string, string][] = [
  ['no-break spaces (U+00A0)', '\u00a0\u00a0'],
  ['a zero-width space (U+200B)', '\u200b'],
  ['a byte-order mark (U+FEFF)', '\ufeff'],
  ['zero-width joiners and a word joiner', '\u200c\u200d\u2060'],
  ['an ideographic space and a space', '\u3000 '],
];

describeOnEmulator('firestore.rules under abuse', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await startRulesEnvironment('demo-rules-abuse');
  });
  afterAll(() => env.cleanup());
  beforeEach(() => env.clearFirestore());
  const visitor = () => as(env, 'visitor');
  const sendMessage = (overrides: Record<string, unknown>) =>
    addDoc(collection(visitor(), 'messages'), contactMessageDoc(overrides));
  const sendEnquiry = (overrides: Record<string, unknown>) =>
    addDoc(collection(visitor(), 'requests'), hostingRequestDoc(overrides));
  // As the site writes a listing: with its history record in the same batch (listing-writes.ts).
  const storeListing = (overrides: Record<string, unknown>) =>
    writeListing(as(env, 'manager'), 'new', venueDoc(overrides));

  it.each(BAD_EMAILS)(
    'refuses an e-mail with %s in a message, an enquiry and a subscription',
    async (_, email) => {
      await assertFails(sendMessage({ email }));
      await assertFails(sendEnquiry({ venueEmail: email }));
      await assertFails(
        setDoc(doc(signedInAs(env, { uid: 'u1', email }), 'subscribers/u1'), firstChoice(email)),
      );
    },
  );

  it.each(GOOD_EMAILS)('accepts the e-mail %s everywhere the app does', async (email) => {
    await assertSucceeds(sendMessage({ email }));
    await assertSucceeds(sendEnquiry({ venueEmail: email }));
    await assertSucceeds(
      setDoc(doc(signedInAs(env, { uid: 'u1', email }), 'subscribers/u1'), firstChoice(email)),
    );
  });

  it.each(INVISIBLE_NAMES)('refuses a name made only of %s', async (_, name) => {
    await assertFails(sendMessage({ name }));
    await assertFails(sendEnquiry({ venueName: name }));
    await assertFails(storeListing({ hotelName: name }));
  });

  it('accepts names with accents and a no-break space between words', async () => {
    await assertSucceeds(sendMessage({ name: 'Zoë\u00a0Brontë' }));
    await assertSucceeds(sendEnquiry({ venueName: 'Hôtel du Lac' }));
    await assertSucceeds(storeListing({ hotelName: 'The Grand\u00a0Hotel' }));
  });

  it.each<[string, string]>([
    ['a NUL', 'Ann\u0000Example'],
    ['a newline', 'Ann\nBcc: x@example.test'],
    ['a carriage return', 'Ann\rExample'],
    ['a tab', 'Ann\tExample'],
    ['a DEL', 'Ann\u007fExample'],
    ['a Unicode line separator', 'Ann\u2028Example'],
  ])('refuses %s in a one-line field', async (_, value) => {
    await assertFails(sendMessage({ name: value }));
    await assertFails(sendEnquiry({ venueName: value }));
    await assertFails(sendEnquiry({ venueLink: `https://a.example/${value}` }));
    await assertFails(storeListing({ hotelLocation: value }));
  });

  it('refuses a NUL or a line break in a phone number', async () => {
    await assertFails(sendMessage({ phone: '01792\u0000123456' }));
    await assertFails(sendEnquiry({ venueNumber: '\u000001792 123456' }));
    await assertFails(sendMessage({ phone: '01792\n123456' }));
    await assertFails(sendEnquiry({ venueNumber: '01792\r\n123456' }));
    await assertSucceeds(sendMessage({ phone: '+44 (0)1792 123-456' }));
  });

  it('lets a message body run over several lines, with tabs', async () => {
    await assertSucceeds(sendMessage({ message: 'Hello,\r\n\tline two\nline three' }));
    await assertSucceeds(sendEnquiry({ venueMessage: 'Ballroom:\n- 120 seated\n- stage' }));
  });

  it('refuses a NUL or another control character in a message body, and a blank-looking one', async () => {
    await assertFails(sendMessage({ message: 'Hello\u0000' }));
    await assertFails(sendMessage({ message: 'Hello\u001b[31m' }));
    await assertFails(sendEnquiry({ venueMessage: 'Hi\u0085there' }));
    await assertFails(sendMessage({ message: '\u200b\n\u00a0\ufeff' }));
  });

  it.each(['2031-13-45', '2027-02-30', '2027-02-29', '2100-02-29', '2031-04-31', '2031-00-10', '2031-06-00'])(
    'refuses a listing dated %s (no such day)',
    async (showDate) => {
      await assertFails(storeListing({ showDate }));
    },
  );

  it.each(['2028-02-29', '2000-02-29', '2031-12-31', '2031-04-30', '2027-02-28'])(
    'accepts a listing dated %s',
    async (showDate) => {
      await assertSucceeds(storeListing({ showDate }));
    },
  );

  describe('reading listings', () => {
    beforeEach(async () => {
      await env.withSecurityRulesDisabled(async (ctx) => {
        const db = modular(ctx);
        await setDoc(doc(db, 'venues/past'), venueDoc({ showDate: '2020-01-01' }));
        await setDoc(doc(db, 'venues/soon'), venueDoc({ showDate: '2031-05-17' }));
        await setDoc(doc(db, 'venues/other'), venueDoc({ showName: 'JFK', showDate: '2031-06-01' }));
      });
    });

    it.each(['visitor', 'signed-in'] as const)(
      'refuses a %s a list of every listing without a limit',
      async (role) => {
        await assertFails(getDocs(collection(as(env, role), 'venues')));
        await assertFails(
          getDocs(query(collection(as(env, role), 'venues'), where('showName', '==', 'Titanic'))),
        );
      },
    );

    it('refuses a visitor a limit over 200', async () => {
      await assertFails(getDocs(query(collection(visitor(), 'venues'), limit(201))));
    });

    it("lets anyone run the show page's query: one show, upcoming, in date order, with a limit", async () => {
      for (const role of ROLES) {
        const page = await assertSucceeds(
          getDocs(
            query(
              collection(as(env, role), 'venues'),
              where('showName', '==', 'Titanic'),
              where('showDate', '>=', '2026-01-01'),
              orderBy('showDate'),
              limit(200),
            ),
          ),
        );
        expect(page.docs.map((d) => d.id)).toEqual(['soon']);
      }
    });

    it('lets anyone read one listing by id, past ones included (a date page says it has passed)', async () => {
      await assertSucceeds(getDoc(doc(visitor(), 'venues/past')));
    });

    it('lets a manager list every listing without a limit (the dashboard, old dates included)', async () => {
      const all = await assertSucceeds(getDocs(collection(as(env, 'manager'), 'venues')));
      expect(all.size).toBe(3);
    });
  });
});
