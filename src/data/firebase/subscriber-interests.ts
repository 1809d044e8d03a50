/**
 * Hosted subscribers keep each show-and-city choice as one text key, "Titanic|London" or "any|any", so one
 * document per address holds them all and one array-contains-any query finds everyone a listing concerns
 * (firestore.rules checks each key against the show and city keys).
 */
import { isCityKey, type CityKey } from '../../domain/cities';
import { isShowKey, type ShowKey } from '../../domain/shows';

const ANY = 'any';

export const interestKey = (show: ShowKey | null, city: CityKey | null): string =>
  `${show ?? ANY}|${city ?? ANY}`;

/** The show and city of a stored key, or null for a key that is not one of ours. */
export function parseInterestKey(key: string): { show: ShowKey | null; city: CityKey | null } | null {
  const [show, city, ...rest] = key.split('|');
  if (rest.length > 0 || show === undefined || city === undefined) return null;
  if (show !== ANY && !isShowKey(show)) return null;
  if (city !== ANY && !isCityKey(city)) return null;
  return { show: show === ANY ? null : show, city: city === ANY ? null : city };
}

/** Every key a listing of `show` in `city` is news for: the pair itself, and "any" on either side. */
export const interestKeysMatching = (show: ShowKey, city: CityKey): string[] => [
  interestKey(show, city),
  interestKey(show, null),
  interestKey(null, city),
  interestKey(null, null),
];

/** Most interests one address may hold (the rules refuse more): 4 shows and "any" times a few cities. */
export const MAX_INTERESTS = 40;
