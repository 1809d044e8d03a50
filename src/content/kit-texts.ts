import type { KitTexts } from '../domain/hotel-kit';
import type { ShowDetailsContent } from '../domain/site-content/blocks';
import type { ShowKey } from '../domain/shows';
import { SHOWS } from './shows';

/** Where and when, as the kit's words say it ("Friday 4 December 2026, 7 pm at The Grand, Brighton"). */
export interface KitPlace {
  hotel: string;
  town: string;
  when: string;
  /** A date not simply on sale, as its pictures mark it ("Sold out", "Cancelled"); undefined when it is. */
  status?: string | undefined;
}

/** "The Queen of the Ocean" to "TheQueenOfTheOcean": a hashtag keeps letters and digits only. */
const hashtag = (words: string) =>
  `#${words
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}`;

/** A point that says who the show suits by age ("Ages 15 and over", "Guests under 18 must be accompanied"). */
const isAgePoint = (point: string) => /\bages?\b|\bunder[- ]?\d+/i.test(point);

/** The first of the show's points that says who the show suits by age. */
const ageGuidance = (details: ShowDetailsContent) =>
  [...details.eventPoints, ...details.warningPoints].find(isAgePoint) ?? '';

/**
 * The words a hotel copies into its own posts, listings and newsletters (issue 39, the kit's words): made
 * from the show's published words, so they say what the site says.
 */
export function kitTexts(show: ShowKey, details: ShowDetailsContent, place: KitPlace): KitTexts {
  const { title, tagline, summary } = SHOWS[show];
  // A post copied for a sold-out or called-off date says so, as the date's pictures and posters do.
  const at = `${place.when} at ${place.hotel}, ${place.town}.${place.status ? ` ${place.status}.` : ''}`;
  const age = ageGuidance(details);
  return {
    short: `${title}: ${tagline}. ${at}`,
    long: [summary, ...details.event, at].join('\n\n'),
    ageGuidance: age,
    dressCode: details.dressCode.join('\n\n'),
    // The age is its own text beside these: not said twice in a hotel's post.
    warnings: [
      ...details.warnings,
      ...details.warningPoints.filter((point) => !age || !isAgePoint(point)).map((point) => `- ${point}`),
    ].join('\n'),
    hashtags: [title, 'Immersive Theatre', 'Dinner Theatre', place.town, place.hotel].map(hashtag).join(' '),
  };
}
