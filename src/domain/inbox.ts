import type { PageRequest } from './paging';

/**
 * The dashboard's inbox: contact messages and hosting enquiries are new until the manager opens one, and
 * can be marked handled (and back). Only managers set these; a visitor's submission never carries them.
 */
export const SUBMISSION_KINDS = ['contactMessages', 'hostingRequests'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

/** Which part of the inbox a list shows: everything, the ones never opened, or the ones handled. */
export const INBOX_FILTERS = ['all', 'new', 'handled'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

/** What the manager does to one: open it (once; later opens keep the first time), handle it, or undo that. */
export const SUBMISSION_MARKS = ['opened', 'handled', 'not-handled'] as const;
export type SubmissionMark = (typeof SUBMISSION_MARKS)[number];

/** When the manager first opened it and when they marked it handled; absent until then. */
export interface InboxState {
  openedAt?: string;
  handledAt?: string;
}

/** Not yet opened, per kind: the count the dashboard's navigation shows. */
export type NewSubmissionCounts = Record<SubmissionKind, number>;

/** A page of one kind of submission, narrowed to a part of the inbox (all when left out). */
export interface InboxPageRequest extends PageRequest {
  filter?: InboxFilter;
}

export const isInboxFilter = (value: unknown): value is InboxFilter =>
  (INBOX_FILTERS as readonly unknown[]).includes(value);

/** Whether a submission in `state` belongs in the list `filter` names. */
export function inFilter(filter: InboxFilter | undefined, state: InboxState): boolean {
  if (filter === 'new') return !state.openedAt;
  if (filter === 'handled') return Boolean(state.handledAt);
  return true;
}

/** The state after `mark`, at `now` (ISO): opening keeps the first time; handling opens it too. */
export function markedState(state: InboxState, mark: SubmissionMark, now: string): InboxState {
  const openedAt = state.openedAt ?? now;
  if (mark === 'opened') return { ...state, openedAt };
  if (mark === 'handled') return { openedAt, handledAt: state.handledAt ?? now };
  return { openedAt };
}
