import type { FastifyBaseLogger } from 'fastify';
import type { Store } from '../db/store';
import { hashPassword, verifyPassword, type ScryptParams } from './password';

/** ADMIN_EMAIL + ADMIN_PASSWORD: this account exists with this password (a changed password ends its sessions). */
export async function ensureAdminAccount(
  store: Store,
  email: string,
  password: string,
  { scrypt, now }: { scrypt: ScryptParams; now: () => Date },
): Promise<void> {
  const existing = store.managers.find(email);
  if (existing && (await verifyPassword(password, existing.passwordHash))) return;
  store.managers.save(email, await hashPassword(password, scrypt), now());
  if (existing) store.sessions.deleteForManager(email);
}

/**
 * Changing ADMIN_EMAIL does not remove the old account (someone may have added managers on purpose with
 * `npm run manager -- add`), so start-up names every other password account: a forgotten one stays visible.
 */
export function warnAboutOtherPasswordAccounts(
  store: Store,
  adminEmail: string | undefined,
  log: Pick<FastifyBaseLogger, 'warn'>,
): void {
  const admin = adminEmail?.trim().toLowerCase();
  const others = store.managers.list().filter((account) => account.email.toLowerCase() !== admin);
  if (others.length === 0) return;
  log.warn(
    { accounts: others.map((account) => account.email) },
    `${others.length} password manager account(s) besides ADMIN_EMAIL can sign in: ` +
      `${others.map((account) => account.email).join(', ')}. ` +
      'Remove any that should not with `npm run manager -- remove EMAIL`.',
  );
}
