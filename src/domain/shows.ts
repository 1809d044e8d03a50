/** The four touring shows. The keys are the stored values (`showName` in Firestore, `show` in SQLite). */
export const SHOW_KEYS = ['Titanic', 'JFK', 'Scrooge', 'TheOverlookHotel'] as const;
export type ShowKey = (typeof SHOW_KEYS)[number];

export function isShowKey(value: unknown): value is ShowKey {
  return typeof value === 'string' && (SHOW_KEYS as readonly string[]).includes(value);
}

/** Show names as a manager or visitor reads them (form options, filters, CSV). */
export const SHOW_NAMES: Record<ShowKey, string> = {
  Titanic: 'The Queen of the Ocean (Titanic)',
  JFK: 'JFK',
  Scrooge: 'Scrooge',
  TheOverlookHotel: 'The Overlook Hotel',
};
