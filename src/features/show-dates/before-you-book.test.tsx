import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { buildVenue } from '../../../tests/builders/fake-data-port';
import { SCROOGE_NIGHT } from '../../content/on-the-night/scrooge';
import { SCROOGE } from '../../content/show-details/scrooge';
import { UNCONFIRMED_ACCESS } from '../../domain/hotel-facts';
import type { ListingHotel } from '../../domain/venue';
import { BeforeYouBook } from './before-you-book';
import { DateBeforeYouBook } from './before-you-book-hotel';

const hotel: ListingHotel = {
  id: 'h1',
  name: 'The Park Hotel',
  address: 'Park Place, Cardiff CF10 3UD',
  mapUrl: '',
  accessContact: 'Front desk, 029 2000 0000',
  access: { ...UNCONFIRMED_ACCESS, stepFree: 'yes' },
  dietary: '',
  accessNotes: '',
  allergenInfo: 'https://www.parkhotel.example/allergens',
  parkingInfo: 'Car park behind the hotel; call 029 2000 0001 to reserve a space.',
  stayInfo: '',
  stayUrl: '',
};
// A Friday matinee: the running order follows the date's own start.
const date = buildVenue({
  show: 'Scrooge',
  hotelName: 'The Park Hotel',
  hotelLocation: 'Park Place, Cardiff CF10 3UD',
  city: 'Cardiff',
  date: '2026-12-04',
  startTime: '14:00',
  hotel,
});

function renderPanel(venue: typeof date | null = date) {
  render(
    <MemoryRouter>
      {venue ? (
        <DateBeforeYouBook venue={venue} />
      ) : (
        <BeforeYouBook show="Scrooge" details={SCROOGE} night={SCROOGE_NIGHT} />
      )}
    </MemoryRouter>,
  );
  return within(screen.getByRole('region', { name: 'Before you book' }));
}

/** A part's disclosure, opened as a visitor opens it. */
async function open(panel: ReturnType<typeof renderPanel>, name: RegExp) {
  const summary = panel.getByText(name, { selector: '.before-you-book__title' });
  await userEvent.click(summary);
  return summary.closest('details') as HTMLElement;
}

describe('Before you book on a date page', () => {
  it('gives the evening on the date’s clock: arrival, start, finish and length, courses and acts in order', async () => {
    const panel = renderPanel();
    expect(panel.getByText('Arrive 1:30 pm, 2 pm to about 5 pm (3 hours)')).toBeVisible();
    const evening = await open(panel, /^The evening$/);
    const steps = within(evening)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps[0]).toBe('1:30 pmArrival: Mulled wine and carols');
    expect(steps[2]).toBe('2:20 pmCourse: Starters');
    expect(steps.at(-1)).toBe('5 pmFinish');
  });

  it('shows the menu’s marks, the dietary deadline and the hotel’s allergen link, phone numbers tappable', async () => {
    const panel = renderPanel();
    expect(panel.getByText('Tell the hotel by Friday 27 November 2026')).toBeVisible();
    const dietary = await open(panel, /^Dietary needs/);
    expect(within(dietary).getByRole('link', { name: /Read it on the hotel’s website/ })).toHaveAttribute(
      'href',
      'https://www.parkhotel.example/allergens',
    );
    const menu = await open(panel, /^The menu$/);
    expect(within(menu).getByText('Nut roast').textContent).toBe('Nut roast VG');
    expect(within(menu).getByText('Christmas pudding').textContent).toBe('Christmas pudding V');
    expect(within(menu).getByText('Roast turkey with all the trimmings').textContent).toBe(
      'Roast turkey with all the trimmings',
    );
    const parking = await open(panel, /^Parking$/);
    expect(within(parking).getByRole('link', { name: '029 2000 0001' })).toHaveAttribute(
      'href',
      'tel:02920000001',
    );
    expect(
      within(parking)
        .getByRole('link', { name: /Show on a map/ })
        .getAttribute('href'),
    ).toContain('google.com/maps');
    const access = await open(panel, /^Access$/);
    expect(within(access).getByRole('link', { name: '029 2000 0000' })).toHaveAttribute(
      'href',
      'tel:02920000000',
    );
  });

  it('says "Not confirmed: ask the venue" for what the hotel has not given, never a guess', async () => {
    const panel = renderPanel({
      ...date,
      hotel: { ...hotel, allergenInfo: '', parkingInfo: '', access: UNCONFIRMED_ACCESS },
    });
    expect(panel.getByText('Step-free entrance not confirmed: ask the venue')).toBeVisible();
    const stay = panel.getByText('Staying the night').parentElement as HTMLElement;
    expect(within(stay).getByText('Not confirmed: ask the venue')).toBeVisible();
    const parking = panel.getByText('Parking').parentElement as HTMLElement;
    expect(within(parking).getByText('Not confirmed: ask the venue')).toBeVisible();
    const dietary = await open(panel, /^Dietary needs/);
    expect(within(dietary).getByText('Not confirmed: ask the venue')).toBeVisible();
    expect(within(dietary).queryByRole('link')).toBeNull();
  });
});

describe('Before you book on a show page', () => {
  it('says only what holds for every date: the usual times and days of notice, no hotel’s parts', () => {
    const panel = renderPanel(null);
    expect(panel.getByText('Arrive 6:30 pm, 7 pm to about 10 pm (3 hours)')).toBeInTheDocument();
    expect(panel.getByText('Tell the hotel at least 7 days before')).toBeInTheDocument();
    expect(panel.getByText(SCROOGE_NIGHT.age)).toBeInTheDocument();
    // Warnings leads with the warning: the age guidance has its own part above it.
    const warnings = panel.getByText('Warnings', { selector: '.before-you-book__title' }).closest('summary');
    expect(warnings).toHaveTextContent('a few gentle scares');
    expect(warnings).not.toHaveTextContent(/age restriction/);
    expect(panel.queryByText('Parking')).toBeNull();
    expect(panel.queryByText('Access')).toBeNull();
  });
});
