import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { z } from 'zod';
import { hashPassword, MIN_PASSWORD_LENGTH } from '../auth/password';
import { openStore } from '../db/store';

const USAGE = 'Usage: npm run manager -- add EMAIL   (asks for the password; uses DATA_DIR, default ./data)';

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
  const email = z.email().safeParse(rawEmail?.trim());
  if (!email.success) throw new Error(`"${rawEmail ?? ''}" is not an e-mail address.\n${USAGE}`);
  const prompt = createHiddenPrompt();
  let password: string;
  try {
    password = await prompt.ask(`Password for ${email.data} (at least ${MIN_PASSWORD_LENGTH} characters): `);
    if (password.length < MIN_PASSWORD_LENGTH) {
      throw new Error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
    }
    if ((await prompt.ask('Same password again: ')) !== password)
      throw new Error('The two passwords differ.');
  } finally {
    prompt.close();
  }

  const dataDir = process.env.DATA_DIR || './data';
  const store = openStore(dataDir);
  try {
    const existed = store.managers.find(email.data) !== null;
    store.managers.save(email.data, await hashPassword(password), new Date());
    if (existed) store.sessions.deleteForManager(email.data);
    console.log(
      `${existed ? 'Changed the password of' : 'Added'} manager ${email.data} (database in ${dataDir}).`,
    );
  } finally {
    store.close();
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, email] = argv;
  if (command !== 'add') throw new Error(USAGE);
  await addManager(email);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
