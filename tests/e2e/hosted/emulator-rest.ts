// The specs and serve.ts read and seed the emulator with the same helpers as npm run hosted:local.
export {
  deleteDocument,
  listDocuments,
  writeDocument,
  type StoredDocument,
} from '../../../scripts/firebase/emulator-rest';
