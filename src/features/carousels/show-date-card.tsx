import { Link } from 'react-router-dom';
import type { HomeShowCard } from '../../content/home';
import { showArt } from '../../content/pictures';
import { PictureImage } from '../../ui/picture-image';

/** A card of the Our shows carousel: picture, title, venue, date (year-month-day) and a Book button. */
export function ShowDateCard({ card }: { card: HomeShowCard }) {
  const picture = showArt(card.show).card;
  return (
    <article className="show-date-card">
      <PictureImage className="show-date-card__picture" picture={picture} decorative />
      <div className="show-date-card__body">
        <h3 className="show-date-card__title">{card.title}</h3>
        <p className="show-date-card__venue">{card.venue}</p>
        <p className="show-date-card__date">
          <time dateTime={card.date}>{card.date}</time>
        </p>
        <Link className="btn btn-primary show-date-card__book" to={card.to}>
          Book<span className="visually-hidden">{` ${card.title} at ${card.venue}`}</span>
        </Link>
      </div>
    </article>
  );
}
