import { ON_THE_NIGHT } from '../../content/on-the-night';
import type { ShowDetailsContent } from '../../domain/site-content/blocks';
import type { ShowKey } from '../../domain/shows';
import { BeforeYouBook } from '../show-dates/before-you-book';

/** A show page's Before you book, with its show's On the night as built (lazy-before-you-book.tsx loads it). */
export default function ShowBeforeYouBook({ show, details }: { show: ShowKey; details: ShowDetailsContent }) {
  return <BeforeYouBook show={show} details={details} night={ON_THE_NIGHT[show]} />;
}
