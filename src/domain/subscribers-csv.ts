import { cityLabel } from './cities';
import { SHOW_NAMES } from './shows';
import type { Subscriber } from './subscription';
import { toCsv, type CsvColumn } from './csv';

const COLUMNS: CsvColumn<Subscriber>[] = [
  { header: 'email', value: (s) => s.email },
  { header: 'show', value: (s) => (s.show ? SHOW_NAMES[s.show] : 'Any show') },
  { header: 'city', value: (s) => (s.city ? cityLabel(s.city) : 'Anywhere') },
  { header: 'confirmed', value: (s) => s.confirmedAt ?? '' },
  { header: 'consented', value: (s) => s.consentedAt },
  { header: 'consent page', value: (s) => s.consentPage },
  { header: 'consent text', value: (s) => s.consentText },
];

/** The subscribers as CSV, formula-looking cells neutralised (an e-mail field is visitor input). */
export function subscribersCsv(subscribers: readonly Subscriber[]): string {
  return toCsv(subscribers, COLUMNS);
}
