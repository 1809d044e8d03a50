import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildVenue } from '../../../tests/builders/fake-data-port';
import { eventFacts } from '../../content/event-facts';
import { UNCONFIRMED_ACCESS } from '../../domain/hotel-facts';
import type { ListingHotel } from '../../domain/venue';
import { applyFilters } from '../../domain/whats-on-filters';
import { AccessFacts } from './access-facts';
import { eventStructuredData } from './event-structured-data';

const parkHotel: ListingHotel = {
  id: 'h1',
  name: 'The Park Hotel',
  address: 'Park Place, Cardiff',
  mapUrl: '',
  accessContact: 'Front desk, 029 2000 0000',
  access: { ...UNCONFIRMED_ACCESS, stepFree: 'yes', hearingLoop: 'portable', parking: 'no' },
  dietary: 'Vegan menu on request.',
  accessNotes: '',
};

/** The Access section's facts as a visitor reads them: term and answer. */
function facts(): [string, string][] {
  const list = within(screen.getByRole('region', { name: 'Access' }));
  const terms = list.getAllByRole('term').map((term) => term.textContent ?? '');
  const answers = list.getAllByRole('definition').map((answer) => answer.textContent ?? '');
  return terms.map((term, i) => [term, answers[i] ?? '']);
}

describe("a date's Access section", () => {
  it('shows confirmed facts as confirmed and an unconfirmed one as "ask the venue", never "No", with whom to ask', () => {
    render(<AccessFacts hotel={parkHotel} />);
    expect(facts()).toEqual([
      ['Step-free entrance', 'Yes'],
      ['Accessible toilet', 'Not confirmed: ask the venue'],
      ['Blue Badge parking', 'No'],
      ['Quiet space', 'Not confirmed: ask the venue'],
      ['Hearing loop', 'Yes, portable (ask for it)'],
    ]);
    // Whom to ask, the number in it tappable on a phone.
    const ring = screen.getByRole('link', { name: '029 2000 0000' });
    expect(ring).toHaveAttribute('href', 'tel:02920000000');
    expect(ring.parentElement).toHaveTextContent('Ask the venue about access: Front desk, 029 2000 0000');
    expect(screen.getByText('Vegan menu on request.')).toBeInTheDocument();
  });

  it('says every fact is not confirmed for a listing without a hotel record', () => {
    render(<AccessFacts hotel={undefined} />);
    expect(facts().map(([, answer]) => answer)).toEqual(Array(5).fill('Not confirmed: ask the venue'));
    // Whom to ask, said once: the line's label already says "Ask the venue".
    expect(screen.getByText(/^Ask the venue about access:/).parentElement).toHaveTextContent(
      /^Ask the venue about access: through its booking page, or ask us\.$/,
    );
  });
});

describe("What's on's Step-free filter", () => {
  it('keeps only dates at hotels whose step-free entrance is confirmed', () => {
    const yes = buildVenue({ hotel: parkHotel });
    const unconfirmed = buildVenue({ hotel: { ...parkHotel, access: UNCONFIRMED_ACCESS } });
    const none = buildVenue();
    const all = [yes, unconfirmed, none];
    expect(applyFilters(all, { show: null, city: null, stepFree: true, extras: [] })).toEqual([yes]);
    expect(applyFilters(all, { show: null, city: null, stepFree: false, extras: [] })).toEqual(all);
  });
});

describe("the hotel's access facts in a date's JSON-LD", () => {
  it('carries confirmed facts as LocationFeatureSpecification, leaving unconfirmed ones out', () => {
    const venue = buildVenue({ hotel: parkHotel });
    const { location } = eventStructuredData(eventFacts(venue, 'https://shows.example.co.uk'));
    expect(location.amenityFeature).toEqual([
      { '@type': 'LocationFeatureSpecification', name: 'Step-free entrance', value: true },
      { '@type': 'LocationFeatureSpecification', name: 'Blue Badge parking', value: false },
      { '@type': 'LocationFeatureSpecification', name: 'Hearing loop (portable)', value: true },
    ]);
    const plain = eventStructuredData(eventFacts(buildVenue(), 'https://shows.example.co.uk'));
    expect(plain.location).not.toHaveProperty('amenityFeature');
    const unconfirmed = buildVenue({ hotel: { ...parkHotel, access: UNCONFIRMED_ACCESS } });
    const nothingKnown = eventStructuredData(eventFacts(unconfirmed, 'https://shows.example.co.uk'));
    expect(nothingKnown.location).not.toHaveProperty('amenityFeature');
  });
});
