import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { DATABASE_FILE } from '../../server/db/database';
import { consentText } from '../../src/domain/subscription';
import type { Venue } from '../../src/domain/venue';
import { signInAsManager } from './fixtures';
import { organiserWalk } from './organiser-walk';

/** The end-to-end server's database (playwright.config.ts), written around the API as a test's setup. */
function withDatabase<T>(work: (db: Database.Database) => T): T {
  const db = new Database(join('.tmp/e2e-data', DATABASE_FILE));
  try {
    db.pragma('busy_timeout = 5000');
    return work(db);
  } finally {
    db.close();
  }
}

organiserWalk({
  signIn: async (page) => {
    await page.goto('/dashboard');
    await signInAsManager(page);
  },
  stored: async (page, hotelPrefix) =>
    ((await (await page.request.get('/api/venues')).json()) as Venue[]).filter((v) =>
      v.hotelName.startsWith(hotelPrefix),
    ),
  screenshot: 'organiser/listings-1600.png',
  notices: {
    // Confirmed as their e-mail link would confirm them: this server has no SMTP to send the link.
    seed: async (emails) =>
      withDatabase((db) => {
        const now = new Date().toISOString();
        const add = db.prepare(
          `INSERT INTO subscribers (id, token, email, show, city, consent_text, consent_page, consented_at, confirmed_at, created_at)
           VALUES (?, ?, ?, 'Titanic', 'Brighton', ?, '/titanic', ?, ?, ?)`,
        );
        for (const email of emails) {
          add.run(randomUUID(), randomUUID(), email, consentText('Titanic', 'Brighton'), now, now, now);
        }
      }),
    told: 'E-mail is not set up, so the 3 people who asked about this show in this city will not be told.',
    cancelledMail: null,
    clean: async (emails) =>
      withDatabase((db) => {
        const remove = db.prepare('DELETE FROM subscribers WHERE email = ?');
        for (const email of emails) remove.run(email);
      }),
  },
});
