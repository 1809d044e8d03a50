/**
 * The hosted opt-in (docs/decisions/0019-hosted-opt-in-by-e-mail-link.md): Firebase Auth mails the address a
 * one-time sign-in link, in Firebase's own fixed words; the page that link opens signs in with it, which
 * proves the person reads that mailbox, and only then stores their choice under the address's own uid.
 * Loaded on first use only (the form's submit, the confirmation page), like the manager's sign-in.
 */
import type { FirebaseApp } from 'firebase/app';
import type { Firestore } from 'firebase/firestore/lite';
import { isSignInWithEmailLink, sendSignInLinkToEmail, signInWithEmailLink, signOut } from 'firebase/auth';
import { isCityKey } from '../../domain/cities';
import { MAIL_LINK_PATHS } from '../../domain/paths';
import { isShowKey } from '../../domain/shows';
import type { SeatsBackFields } from '../../domain/seats-back';
import { consentText, type LinkRequest, type SubscriptionFields } from '../../domain/subscription';
import { DataError } from '../errors';
import { openAuth } from './auth-instance';
import { addInterest, type VerifiedAddress } from './subscriber-store';

const LINK_USED =
  'This link has been used already or has expired. If you are not subscribed yet, please sign up again.';

/**
 * Asks Firebase Auth to mail `email` a sign-in link to the confirmation page carrying `choice`. The choice
 * travels in the link itself, so it is confirmed from any device the person reads mail on.
 */
async function sendConfirmationLink(
  app: FirebaseApp,
  authEmulatorUrl: string | undefined,
  siteOrigin: string,
  email: string,
  choice: Record<string, string | undefined>,
): Promise<void> {
  const url = new URL(MAIL_LINK_PATHS.subscribeConfirm, siteOrigin);
  url.searchParams.set('email', email);
  for (const [key, value] of Object.entries(choice)) if (value) url.searchParams.set(key, value);
  await sendSignInLinkToEmail(openAuth(app, authEmulatorUrl), email, {
    url: url.href,
    handleCodeInApp: true,
  });
}

/** Asks Firebase Auth to mail `fields.email` the link that confirms this show-and-city choice. */
export const sendSubscriptionLink = (
  app: FirebaseApp,
  authEmulatorUrl: string | undefined,
  fields: SubscriptionFields,
  siteOrigin: string,
) =>
  sendConfirmationLink(app, authEmulatorUrl, siteOrigin, fields.email, {
    show: fields.show,
    city: fields.city,
    page: fields.page,
  });

/**
 * Asks Firebase Auth to mail `fields.email` the link that confirms a seats-back request: the same link and
 * page as a subscription's (decision 0032), carrying the date and party size instead of a show and city.
 */
export const sendSeatsBackLink = (
  app: FirebaseApp,
  authEmulatorUrl: string | undefined,
  fields: SeatsBackFields,
  siteOrigin: string,
) =>
  sendConfirmationLink(app, authEmulatorUrl, siteOrigin, fields.email, {
    seatsBack: fields.listing,
    party: String(fields.partySize),
    page: fields.page,
  });

/**
 * The choice carried by the link: our own parameters, on the page or inside the link's continueUrl.
 * Exported for its test.
 */
export function choiceIn(params: URLSearchParams) {
  const inner = params.get('continueUrl');
  const own = inner ? new URL(inner).searchParams : params;
  const show = own.get('show');
  const city = own.get('city');
  const page = own.get('page') ?? '/';
  const seatsBack = own.get('seatsBack');
  return {
    email: own.get('email') ?? '',
    seatsBack: seatsBack && /^[A-Za-z0-9_-]{1,100}$/.test(seatsBack) ? seatsBack : undefined,
    partySize: Number(own.get('party') ?? 1),
    show: isShowKey(show) ? show : undefined,
    city: isCityKey(city) ? city : undefined,
    page: /^\/[^\s]{0,199}$/.test(page) ? page : '/',
  };
}

/**
 * What the link (its query string) confirms, as its page names it before the button: the one choice it
 * carries, in the words stored with it (the consent sentence; for seats back, the date's and the party size
 * addSeatsBack keeps). finishSubscription stores exactly this choice. Reads the listing of a seats-back link.
 */
export async function readLinkRequest(db: Firestore, search: string): Promise<LinkRequest> {
  const choice = choiceIn(new URLSearchParams(search));
  if (!choice.seatsBack)
    return { consent: consentText(choice.show ?? null, choice.city ?? null), partySize: null };
  const store = await import('./seats-back-store');
  return store.describeSeatsBack(db, { ...choice, listing: choice.seatsBack });
}

/**
 * Signs in with the link (its query string), stores the choice (a show and city, or a seats-back request) for
 * the proven address, and signs out again: a subscriber has no use for a session here.
 */
export async function finishSubscription(
  app: FirebaseApp,
  db: Firestore,
  authEmulatorUrl: string | undefined,
  search: string,
): Promise<void> {
  const auth = openAuth(app, authEmulatorUrl);
  // Only the query string matters to the SDK: it reads the one-time code from it.
  const link = new URL(`${MAIL_LINK_PATHS.subscribeConfirm}${search}`, 'https://link.invalid').href;
  if (!isSignInWithEmailLink(auth, link)) {
    throw new DataError(
      'not-found',
      'This link is not one of ours. Please open the link in the e-mail again.',
    );
  }
  const choice = choiceIn(new URLSearchParams(search));
  const { user } = await signInWithEmailLink(auth, choice.email, link).catch((error: unknown) => {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'auth/invalid-action-code' || code === 'auth/expired-action-code') {
      throw new DataError('not-found', LINK_USED);
    }
    throw error;
  });
  try {
    if (!user.email || !user.emailVerified) throw new DataError('invalid', 'This address is not confirmed.');
    await storeLinkChoice(db, { uid: user.uid, email: user.email }, search);
  } finally {
    await signOut(auth);
  }
}

/**
 * Stores the link's one choice for the proven address: what readLinkRequest named on the page, and nothing
 * else (a seats-back request's sentence and party size are built the same way from the same link).
 */
export async function storeLinkChoice(db: Firestore, who: VerifiedAddress, search: string): Promise<void> {
  const choice = choiceIn(new URLSearchParams(search));
  if (choice.seatsBack) {
    const store = await import('./seats-back-store');
    await store.addSeatsBack(db, who, { ...choice, listing: choice.seatsBack });
  } else await addInterest(db, who, choice);
}
