import { organiserWalk } from '../organiser-walk';
import { test } from '../fixtures';
import { listDocuments } from './emulator-rest';
import { HOSTED_FIRESTORE_PORT, HOSTED_MISSING, HOSTED_PROJECT_ID } from './hosted-config';
import { signInAsHostedManager } from './hosted-manager';

/** Issue 20's organiser walk on the hosted site: Firestore and Auth on their emulators, under firestore.rules. */
test.skip(HOSTED_MISSING !== null, `Hosted mode needs the Firestore emulator: ${HOSTED_MISSING}`);

organiserWalk({
  signIn: signInAsHostedManager,
  // What Firestore holds, read around the rules (the owner's REST API), not through the code under test.
  stored: async (_page, hotelPrefix) =>
    (await listDocuments(`127.0.0.1:${HOSTED_FIRESTORE_PORT}`, HOSTED_PROJECT_ID, 'venues'))
      .map(({ fields }) => fields)
      .filter((f) => String(f.hotelName).startsWith(hotelPrefix))
      .map((f) => ({
        hotelName: String(f.hotelName),
        date: String(f.showDate),
        soldOut: f.soldOut === true,
      })),
  screenshot: 'organiser/listings-hosted-1600.png',
});
