/**
 * The canonical city keys (the original site's). Each key has its own picture (see src/content/pictures.ts);
 * any other value falls back to a default picture. 'Sold Out' is not a city: it is a listing status
 * (`soldOut`), see docs/product.md, Deliberate differences.
 */
export const CITY_KEYS = [
  'Aberdeen',
  'Bath',
  'Birmingham',
  'Blackpool',
  'Bournemouth',
  'Brighton',
  'Bristol',
  'Burnley',
  'Cambridge',
  'Cardiff',
  'Carlisle',
  'Cheltenham',
  'Cornwall',
  'Coventry',
  'Derby',
  'Devon',
  'Dundee',
  'Edinburgh',
  'Exeter',
  'Glasgow',
  'Hull',
  'Ipswich',
  'IsleOfMan',
  'Leeds',
  'Leicester',
  'Lincoln',
  'Liverpool',
  'London',
  'Manchester',
  'Middlesbrough',
  'MidWales',
  'Milton Keynes',
  'Newcastle',
  'Northampton',
  'Norwich',
  'Nottingham',
  'Oxford',
  'Peterborough',
  'Plymouth',
  'Portsmouth',
  'Reading',
  'Sheffield',
  'Shrewsbury',
  'Southampton',
  'Stafford',
  'Stoke-on-Trent',
  'Sunderland',
  'Swansea',
  'Swindon',
  'TunbridgeWells',
  'WestWales',
  'Weston-super-Mare',
  'Worcester',
  'Wrexham',
  'York',
] as const;
export type CityKey = (typeof CITY_KEYS)[number];

export function isCityKey(value: unknown): value is CityKey {
  return typeof value === 'string' && (CITY_KEYS as readonly string[]).includes(value);
}

const SPACED_LABELS: Partial<Record<CityKey, string>> = {
  IsleOfMan: 'Isle of Man',
  MidWales: 'Mid Wales',
  TunbridgeWells: 'Tunbridge Wells',
  WestWales: 'West Wales',
};

/** The name a person reads for a city key ("TunbridgeWells" is shown as "Tunbridge Wells"). */
export function cityLabel(key: CityKey): string {
  return SPACED_LABELS[key] ?? key;
}

/**
 * The hotel and its town as a line reads them ("The Midland, Manchester"), the town once: a hotel named
 * with it already ("The Grand, York") is not followed by it again.
 */
export function hotelInTown(hotelName: string, city: CityKey): string {
  const town = cityLabel(city);
  const name = hotelName.toLowerCase();
  const before = name.at(-town.length - 1) ?? ' ';
  const named = name.endsWith(town.toLowerCase()) && !/\p{L}/u.test(before);
  return named ? hotelName : `${hotelName}, ${town}`;
}

/**
 * Cities in the order a form lists them: alphabetical by the label people read. Sorted as every page's code
 * starts, so by the labels' characters, not by a collator: a page's first Intl object sets up the browser's
 * locale data (12-60 ms on the first page of a visit, decision 0044). For these labels (plain letters,
 * spaces, hyphens) that is the en-GB order, which cities.test.ts checks.
 */
export const CITY_OPTIONS: readonly { value: CityKey; label: string }[] = [...CITY_KEYS]
  .map((value) => ({ value, label: cityLabel(value) }))
  .sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));

// Values the old dashboard stored by mistake (docs/product.md), mapped to the key the author meant.
const LEGACY_CITY_VALUES: Record<string, CityKey> = {
  cheltnam: 'Cheltenham',
  abderdeen: 'Aberdeen',
};

const squash = (value: string) => value.toLowerCase().replace(/[\s_-]+/g, '');
const BY_SQUASHED = new Map<string, CityKey>(CITY_KEYS.map((key) => [squash(key), key]));

/**
 * Reads a stored city value into a canonical key: exact keys, case and spacing variants ("plymouth",
 * "Tunbridge Wells") and the old dashboard's typos. Returns null for anything else (the picture then
 * falls back to the default).
 */
export function normaliseCityKey(value: string): CityKey | null {
  const squashed = squash(value.trim());
  return BY_SQUASHED.get(squashed) ?? LEGACY_CITY_VALUES[squashed] ?? null;
}
