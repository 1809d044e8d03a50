import { interestKey } from '../../../src/data/firebase/subscriber-interests';
import { consentText } from '../../../src/domain/subscription';
import { organiserWalk } from '../organiser-walk';
import { test } from '../fixtures';
import { deleteDocument, listDocuments, writeDocument } from './emulator-rest';
import { HOSTED_FIRESTORE_PORT, HOSTED_MISSING, HOSTED_PROJECT_ID } from './hosted-config';
import { signInAsHostedManager } from './hosted-manager';

/** Issue 20's organiser walk on the hosted site: Firestore and Auth on their emulators, under firestore.rules. */
test.skip(HOSTED_MISSING !== null, `Hosted mode needs the Firestore emulator: ${HOSTED_MISSING}`);

const FIRESTORE = `127.0.0.1:${HOSTED_FIRESTORE_PORT}`;
const uidOf = (email: string) => `walk-${email.replace(/[^a-z0-9]/gi, '')}`;
const TITANIC_BRIGHTON = interestKey('Titanic', 'Brighton');

organiserWalk({
  signIn: signInAsHostedManager,
  // What Firestore holds, read around the rules (the owner's REST API), not through the code under test.
  stored: async (_page, hotelPrefix) =>
    (await listDocuments(FIRESTORE, HOSTED_PROJECT_ID, 'venues'))
      .map(({ fields }) => fields)
      .filter((f) => String(f.hotelName).startsWith(hotelPrefix))
      .map((f) => ({
        hotelName: String(f.hotelName),
        date: String(f.showDate),
        soldOut: f.soldOut === true,
      })),
  screenshot: 'organiser/listings-hosted-1600.png',
  notices: {
    // Subscriber documents as the confirmation page stores them once Firebase Auth has verified the address.
    seed: async (emails) => {
      for (const email of emails) {
        await writeDocument(FIRESTORE, HOSTED_PROJECT_ID, `subscribers/${uidOf(email)}`, {
          email,
          token: uidOf(email).padEnd(32, '0').slice(0, 32),
          interests: [TITANIC_BRIGHTON],
          consents: {
            [TITANIC_BRIGHTON]: {
              text: consentText('Titanic', 'Brighton'),
              page: '/titanic',
              at: new Date(),
            },
          },
        });
      }
    },
    told: "3 people will be told by e-mail in 10 minutes, unless you undo this or choose Don't send before then.",
    cancelledMail: async (emails) =>
      (await listDocuments(FIRESTORE, HOSTED_PROJECT_ID, 'mail'))
        .map(({ fields }) => fields as { to?: unknown; template?: { name?: unknown } })
        .filter((m) => m.template?.name === 'date-cancelled' && emails.includes(String(m.to)))
        .map((m) => String(m.to)),
    clean: async (emails) => {
      for (const email of emails) {
        await deleteDocument(FIRESTORE, HOSTED_PROJECT_ID, `subscribers/${uidOf(email)}`);
      }
    },
  },
});
