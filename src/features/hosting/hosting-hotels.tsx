import { Link } from 'react-router-dom';
import { cityLabel } from '../../domain/cities';
import { hostingHotels } from '../../domain/hosting-hotels';
import { PATHS } from '../../domain/paths';
import type { HostingContent } from '../../domain/site-content/blocks';
import { usePortAnswer } from '../show-dates/use-port-answer';

/**
 * The hotels hosting dates now (the Host a show page): read after the page has loaded, as What's on reads
 * its dates, and left out when there are none or the read fails (the page is about the enquiry).
 */
export function HostingHotels({
  content,
}: {
  content: Pick<HostingContent, 'hostedHeading' | 'hostedIntro'>;
}) {
  const answer = usePortAnswer('all-upcoming', (port) => port.listAllUpcomingVenues());
  if (answer.kind !== 'ready') return null;
  const hotels = hostingHotels(answer.value);
  if (hotels.length === 0) return null;
  return (
    <section aria-labelledby="hosting-hotels" className="mt-5">
      <h2 id="hosting-hotels">{content.hostedHeading}</h2>
      <p>
        <Link to={PATHS.whatsOn}>{content.hostedIntro}</Link>
      </p>
      <ul className="hosting-hotels">
        {hotels.map((hotel) => (
          <li key={`${hotel.name}|${hotel.city}`}>
            {hotel.name}, {cityLabel(hotel.city)}
          </li>
        ))}
      </ul>
    </section>
  );
}
