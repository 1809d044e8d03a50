import { resolve, join } from 'node:path';
import { PATHS } from '../src/domain/paths';
import { DATABASE_FILE } from './db/database';
import { BACKUPS_DIR } from './db/backups';
import { siteUrlOf, type ServerConfig } from './config';

/** What a person starting the server needs to know to use it, and what to do next when something is missing. */
export interface StartupFacts {
  /** Where this server answers (http://HOST:PORT, a wildcard HOST shown as localhost). */
  address: string;
  /** SITE_URL, when it differs from the address (a proxy in front). */
  publicUrl: string | null;
  passwordManagers: number;
  /** ADMIN_EMAILS when Google sign-in is on (GOOGLE_CLIENT_ID), else none. */
  googleManagers: number;
  /** E-mail settings when SMTP_URL and MAIL_FROM are set. */
  mail: { smtpUrl: string; from: string; notifyEmail: string | null } | null;
  dataDir: string;
  backupKeep: number;
}

/** http://HOST:PORT for a listening address; 0.0.0.0 and :: answer on every address, localhost among them. */
export function listeningAddress(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

/** The facts, from the settings, the port the server got and the password accounts in the database. */
export function startupFacts(config: ServerConfig, port: number, passwordManagers: number): StartupFacts {
  const address = listeningAddress(config.HOST, port);
  const siteUrl = siteUrlOf(config);
  return {
    address,
    publicUrl: config.SITE_URL && siteUrl !== address ? siteUrl : null,
    passwordManagers,
    googleManagers: config.GOOGLE_CLIENT_ID ? config.ADMIN_EMAILS.length : 0,
    mail:
      config.SMTP_URL && config.MAIL_FROM
        ? { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, notifyEmail: config.NOTIFY_EMAIL ?? null }
        : null,
    dataDir: config.DATA_DIR,
    backupKeep: config.BACKUP_KEEP,
  };
}

/** The same facts for a JSON log line; e-mail as on or off only, since SMTP_URL may carry a password. */
export function startupLogFields(facts: StartupFacts) {
  return { ...facts, mail: facts.mail !== null, dataDir: resolve(facts.dataDir) };
}

function managersLine(facts: StartupFacts): string {
  const google = facts.googleManagers > 0 ? `, ${facts.googleManagers} allowed to sign in with Google` : '';
  if (facts.passwordManagers === 0 && facts.googleManagers === 0) {
    return 'none yet. Make one with: npm run manager -- add you@example.com';
  }
  const passwords =
    facts.passwordManagers === 1 ? '1 with a password' : `${facts.passwordManagers} with a password`;
  return `${passwords}${google} (npm run manager -- list)`;
}

function mailLine(facts: StartupFacts): string {
  if (!facts.mail)
    return 'off, nothing is sent. Set SMTP_URL and MAIL_FROM to send it (NOTIFY_EMAIL for new messages)';
  // The host only: SMTP_URL may carry a password.
  const host = new URL(facts.mail.smtpUrl).host;
  const notices = facts.mail.notifyEmail
    ? `new messages go to ${facts.mail.notifyEmail}`
    : 'set NOTIFY_EMAIL to hear of new messages';
  return `on, through ${host} from ${facts.mail.from}; ${notices}`;
}

/** The few plain lines `npm start` prints once the site answers. */
export function startupLines(facts: StartupFacts): string[] {
  const dataDir = resolve(facts.dataDir);
  const site = facts.publicUrl ? `${facts.address} (public address ${facts.publicUrl})` : facts.address;
  return [
    `The site is ready at ${site}`,
    `  Dashboard: ${facts.address}${PATHS.dashboard}`,
    `  Managers:  ${managersLine(facts)}`,
    `  E-mail:    ${mailLine(facts)}`,
    `  Data:      ${join(dataDir, DATABASE_FILE)}`,
    `  Backups:   ${join(dataDir, BACKUPS_DIR)} (daily, the newest ${facts.backupKeep} kept)`,
    'Press Ctrl-C to stop.',
  ];
}
