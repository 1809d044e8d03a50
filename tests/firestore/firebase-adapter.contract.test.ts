import { describeDataPortContract } from '../contract/data-port-contract';
import { describeOnEmulator } from './emulator';
import { makeFirebaseHarness } from './firebase-harness';

// The same contract the embedded server's http adapter passes (tests/contract/http-adapter.test.ts), here
// against the Cloud Firestore emulator with firestore.rules enforced. The manager is the adapter with an
// admin mock token (no Auth emulator here); the visitor is the adapter as a public page has it.
describeOnEmulator('the firebase adapter', () => {
  describeDataPortContract('firebase adapter on the Firestore emulator', () =>
    Promise.resolve(makeFirebaseHarness('demo-data-port-contract')),
  );
});
