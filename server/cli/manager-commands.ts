import { createInterface } from 'node:readline';
import { Writable, type Readable } from 'node:stream';
import { z } from 'zod';
import { hashPassword, MIN_PASSWORD_LENGTH, scryptAtCost } from '../auth/password';
import { passwordProblem } from '../auth/password-policy';
import { readPasswordHashCost, readSeedDemo } from '../config';
import { seedDemo } from '../db/demo-seed';
import { openStore } from '../db/store';

const dataDirOf = (io: ManagerIo) => io.env.DATA_DIR || './data';

/**
 * The data folder's database, as `npm start` would open it: one this command creates gets the demo listings
 * the server gives a brand-new database (SEED_DEMO, default 1). Adding a manager before the first start left
 * the site without a date, since the server seeds only a database it creates itself.
 */
function openDataStore(io: ManagerIo) {
  const store = openStore(dataDirOf(io));
  if (store.wasNew && readSeedDemo(io.env)) seedDemo(store, new Date());
  return store;
}

const USAGE = [
  'Usage (uses DATA_DIR, default ./data):',
  '  npm run manager -- list           the password manager accounts',
  '  npm run manager -- add EMAIL      adds one, or changes its password (asks for it)',
  '  npm run manager -- remove EMAIL   removes one and ends its sessions at once',
].join('\n');

/** Where a command reads the answers and writes, and its settings: the process's own from manager.ts. */
export interface ManagerIo {
  readonly input: Readable & { isTTY?: boolean };
  readonly stdout: { write(text: string): unknown };
  readonly stderr: { write(text: string): unknown };
  readonly env: NodeJS.ProcessEnv;
}

function readEmail(raw: string | undefined): string {
  const email = z.email().safeParse(raw?.trim());
  if (!email.success) throw new Error(`"${raw ?? ''}" is not an e-mail address.\n${USAGE}`);
  return email.data;
}

/**
 * Asks questions without echoing the answers (a password typed at a shared screen stays unseen). One
 * readline for all questions: piped input (scripts) arrives at once and a second reader would miss it.
 */
function createHiddenPrompt(io: ManagerIo) {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) io.stdout.write(chunk.toString());
      done();
    },
  });
  const rl = createInterface({ input: io.input, output, terminal: io.input.isTTY === true });
  const lines = rl[Symbol.asyncIterator]();
  return {
    async ask(question: string): Promise<string> {
      io.stdout.write(question);
      muted = true;
      const { value, done } = await lines.next();
      muted = false;
      io.stdout.write('\n');
      if (done) throw new Error('No answer given.');
      return value;
    },
    close: () => rl.close(),
  };
}

async function addManager(io: ManagerIo, rawEmail: string | undefined): Promise<void> {
  const email = { data: readEmail(rawEmail) };
  const scrypt = scryptAtCost(readPasswordHashCost(io.env));
  const prompt = createHiddenPrompt(io);
  let password: string;
  try {
    password = await prompt.ask(`Password for ${email.data} (at least ${MIN_PASSWORD_LENGTH} characters): `);
    const problem = passwordProblem(password);
    if (problem) {
      throw new Error(`The password ${problem}.`);
    }
    if ((await prompt.ask('Same password again: ')) !== password)
      throw new Error('The two passwords differ.');
  } finally {
    prompt.close();
  }

  const dataDir = dataDirOf(io);
  const store = openDataStore(io);
  try {
    const existed = store.managers.find(email.data) !== null;
    store.managers.save(email.data, await hashPassword(password, scrypt), new Date());
    if (existed) store.sessions.deleteForManager(email.data);
    io.stdout.write(
      `${existed ? 'Changed the password of' : 'Added'} manager ${email.data} (database in ${dataDir}).\n`,
    );
  } finally {
    store.close();
  }
}

function listManagers(io: ManagerIo): void {
  const dataDir = dataDirOf(io);
  const store = openDataStore(io);
  try {
    const accounts = store.managers.list();
    if (accounts.length === 0) io.stdout.write(`No password manager accounts (database in ${dataDir}).\n`);
    for (const account of accounts) io.stdout.write(`${account.email}\tadded ${account.createdAt}\n`);
  } finally {
    store.close();
  }
}

function removeManager(io: ManagerIo, rawEmail: string | undefined): void {
  const email = readEmail(rawEmail);
  const dataDir = dataDirOf(io);
  const store = openDataStore(io);
  try {
    // One transaction: the account and every session it holds go together. A running server refuses the
    // session cookie on its next request (it checks the account exists), so removal takes effect at once.
    const removed = store.transaction(() => {
      const gone = store.managers.remove(email);
      store.sessions.deleteForManager(email);
      return gone;
    });
    if (!removed) throw new Error(`No password manager ${email} (database in ${dataDir}).`);
    // Said only once the row is really gone: something in the database (a trigger a crafted backup brought)
    // could have put it back.
    if (store.managers.find(email))
      throw new Error(`Not removed: ${email} is still a manager after the removal (database in ${dataDir}).`);
    io.stdout.write(`Removed manager ${email} and ended their sessions (database in ${dataDir}).\n`);
  } finally {
    store.close();
  }
}

/**
 * `npm run manager -- ARGS` (server/cli/manager.ts runs it on the process's own streams and settings):
 * what it says goes to `io`, a problem to its stderr; resolves to the exit code.
 */
export async function runManagerCommand(argv: readonly string[], io: ManagerIo): Promise<number> {
  const [command, email] = argv;
  try {
    if (command === 'list') listManagers(io);
    else if (command === 'add') await addManager(io, email);
    else if (command === 'remove') removeManager(io, email);
    else throw new Error(USAGE);
    return 0;
  } catch (error) {
    io.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
