import type { CityKey } from './cities';
import type { Venue } from './venue';
import { compareVenues } from './venue-order';

/**
 * Where each city key is, as latitude and longitude in degrees: the town centre, or for a region (Cornwall,
 * Devon, Mid and West Wales, the Isle of Man) its main town. Distances from them are as the crow flies, which
 * is all "near you" needs: a visitor in Sheffield looks at Leeds and Manchester, not at Bristol.
 */
const POSITIONS: Record<CityKey, readonly [number, number]> = {
  Aberdeen: [57.1497, -2.0943],
  Bath: [51.3811, -2.359],
  Birmingham: [52.4862, -1.8904],
  Blackpool: [53.8175, -3.0357],
  Bournemouth: [50.7192, -1.8808],
  Brighton: [50.8225, -0.1372],
  Bristol: [51.4545, -2.5879],
  Burnley: [53.7893, -2.2405],
  Cambridge: [52.2053, 0.1218],
  Cardiff: [51.4816, -3.1791],
  Carlisle: [54.8925, -2.9329],
  Cheltenham: [51.8994, -2.0783],
  Cornwall: [50.2632, -5.051],
  Coventry: [52.4068, -1.5197],
  Derby: [52.9225, -1.4746],
  Devon: [50.4619, -3.5253],
  Dundee: [56.462, -2.9707],
  Edinburgh: [55.9533, -3.1883],
  Exeter: [50.7184, -3.5339],
  Glasgow: [55.8642, -4.2518],
  Hull: [53.7676, -0.3274],
  Ipswich: [52.0567, 1.1482],
  IsleOfMan: [54.1523, -4.4861],
  Leeds: [53.8008, -1.5491],
  Leicester: [52.6369, -1.1398],
  Lincoln: [53.2307, -0.5406],
  Liverpool: [53.4084, -2.9916],
  London: [51.5074, -0.1278],
  Manchester: [53.4808, -2.2426],
  Middlesbrough: [54.5742, -1.235],
  MidWales: [52.2417, -3.3786],
  'Milton Keynes': [52.0406, -0.7594],
  Newcastle: [54.9783, -1.6178],
  Northampton: [52.2405, -0.9027],
  Norwich: [52.6309, 1.2974],
  Nottingham: [52.9548, -1.1581],
  Oxford: [51.752, -1.2577],
  Peterborough: [52.5695, -0.2405],
  Plymouth: [50.3755, -4.1427],
  Portsmouth: [50.8198, -1.088],
  Reading: [51.4543, -0.9781],
  Sheffield: [53.3811, -1.4701],
  Shrewsbury: [52.7073, -2.7553],
  Southampton: [50.9097, -1.4044],
  Stafford: [52.8067, -2.1207],
  'Stoke-on-Trent': [53.0027, -2.1794],
  Sunderland: [54.9069, -1.3838],
  Swansea: [51.6214, -3.9436],
  Swindon: [51.5558, -1.7797],
  TunbridgeWells: [51.1324, 0.2637],
  WestWales: [51.8576, -4.3121],
  'Weston-super-Mare': [51.3459, -2.977],
  Worcester: [52.1936, -2.2216],
  Wrexham: [53.0462, -2.993],
  York: [53.96, -1.0873],
};

/** How far the dates "near" a chosen city reach: an evening's drive or train ride there and back. */
export const NEARBY_MILES = 50;

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Miles between two cities as the crow flies (the haversine formula), rounded to the mile. */
export function milesBetween(from: CityKey, to: CityKey): number {
  const [lat1, lon1] = POSITIONS[from];
  const [lat2, lon2] = POSITIONS[to];
  const a =
    Math.sin(radians(lat2 - lat1) / 2) ** 2 +
    Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(radians(lon2 - lon1) / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(a)));
}

/** A date in another city within reach of the chosen one, and how far away that city is. */
export interface NearbyDate {
  venue: Venue;
  miles: number;
}

/** The dates in other cities within `NEARBY_MILES` of `city`, soonest first (as the lists they follow). */
export function datesNear(venues: readonly Venue[], city: CityKey): NearbyDate[] {
  return [...venues]
    .filter((venue) => venue.city !== city)
    .map((venue) => ({ venue, miles: milesBetween(city, venue.city) }))
    .filter(({ miles }) => miles <= NEARBY_MILES)
    .sort((a, b) => compareVenues(a.venue, b.venue));
}
