/**
 * Collection names shared by the stores. Kept apart from the stores themselves so a show page's code (the
 * forms' notices) can name `mail` without loading the subscription schema and its validation library.
 */

/** Subscribers, by their 128-bit token (firestore.rules: public create with consent, no public read). */
export const SUBSCRIBERS = 'subscribers';
/** Documents for Firebase's Trigger Email extension (docs/hosted-mode.md). */
export const MAIL = 'mail';
/** "Tell me if seats come back" requests, one per verified address and date (firestore.rules). */
export const SEATS_BACK = 'seatsBack';
/**
 * E-mails a listing change queued, waiting before a manager's dashboard writes them to `mail` (decision
 * 0040); managers only.
 */
export const PENDING_MAIL = 'pendingMail';
