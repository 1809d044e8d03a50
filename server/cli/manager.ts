import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { z } from 'zod';
import { hashPassword, MIN_PASSWORD_LENGTH, scryptAtCost } from '../auth/password';
import { passwordProblem } from '../auth/password-policy';
import { readPasswordHashCost } from '../config';
import { openStore } from '../db/store';

const USAGE = [
  'Usage (uses DATA_DIR, default ./data):',
  '  npm run manager -- list           the password manager accounts',
  '  npm run manager -- add EMAIL      adds one, or changes its password (asks for it)',
  '  npm run manager -- remove EMAIL   removes one and ends its sessions at once',
].join('\n');

const dataDir = () => process.env.DATA_DIR || './data';

function readEmail(raw: string | undefined): string {
  const email = z.email().safeParse(raw?.trim());
  if (!email.success) throw new Error(`"${raw ?? ''}" is not an e-mail address.\n${USAGE}`);
  return email.data;
}

/**
 * Asks questions without echoing the answers (a password typed at a shared screen stays unseen). One
 * readline for all questions: piped input (scripts) arrives at once and a second reader would miss it.
 */
function createHiddenPrompt() {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY === true });
  const lines = rl[Symbol.asyncIterator]();
  return {
    async ask(question: string): Promise<string> {
      process.stdout.write(question);
      muted = true;
      const { value, done } = await lines.next();
      muted = false;
      process.stdout.write('\n');
      if (done) throw new Error('No answer given.');
      return value;
    },
    close: () => rl.close(),
  };
}

async function addManager(rawEmail: string | undefined): Promise<void> {
  const email = { data: readEmail(rawEmail) };
  const scrypt = scryptAtCost(readPasswordHashCost(process.env));
  const prompt = createHiddenPrompt();
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

  const store = openStore(dataDir());
  try {
    const existed = store.managers.find(email.data) !== null;
    store.managers.save(email.data, await hashPassword(password, scrypt), new Date());
    if (existed) store.sessions.deleteForManager(email.data);
    console.log(
      `${existed ? 'Changed the password of' : 'Added'} manager ${email.data} (database in ${dataDir()}).`,
    );
  } finally {
    store.close();
  }
}

function listManagers(): void {
  const store = openStore(dataDir());
  try {
    const accounts = store.managers.list();
    if (accounts.length === 0) console.log(`No password manager accounts (database in ${dataDir()}).`);
    for (const account of accounts) console.log(`${account.email}\tadded ${account.createdAt}`);
  } finally {
    store.close();
  }
}

function removeManager(rawEmail: string | undefined): void {
  const email = readEmail(rawEmail);
  const store = openStore(dataDir());
  try {
    // One transaction: the account and every session it holds go together. A running server refuses the
    // session cookie on its next request (it checks the account exists), so removal takes effect at once.
    const removed = store.transaction(() => {
      const gone = store.managers.remove(email);
      store.sessions.deleteForManager(email);
      return gone;
    });
    if (!removed) throw new Error(`No password manager ${email} (database in ${dataDir()}).`);
    // Said only once the row is really gone: something in the database (a trigger a crafted backup brought)
    // could have put it back.
    if (store.managers.find(email))
      throw new Error(
        `Not removed: ${email} is still a manager after the removal (database in ${dataDir()}).`,
      );
    console.log(`Removed manager ${email} and ended their sessions (database in ${dataDir()}).`);
  } finally {
    store.close();
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, email] = argv;
  if (command === 'list') return listManagers();
  if (command === 'add') return addManager(email);
  if (command === 'remove') return removeManager(email);
  throw new Error(USAGE);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
