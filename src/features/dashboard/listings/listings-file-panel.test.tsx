import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildVenue } from '../../../../tests/builders/dashboard-fakes';
import { nth, renderDashboard, signedInPort } from '../../../../tests/builders/dashboard-render';
import Dashboard from '../shared/dashboard-layout';

const HEADER = 'show,hotelName,hotelLocation,city,date,bookingUrl,soldOut,startTime';
const line = (hotel: string, date: string, city = 'Brighton', url = 'https://tickets.example.com/x') =>
  `Titanic,${hotel},"1 Sea Front, Brighton",${city},${date},${url},no,`;
const csvFile = (name: string, ...lines: string[]) =>
  new File([`\uFEFF${[HEADER, ...lines].join('\r\n')}\r\n`], name, { type: 'text/csv' });

async function openPanel() {
  return within(await screen.findByRole('region', { name: 'Spreadsheet (CSV)' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('Spreadsheet (CSV)', () => {
  it('exports every listing, start time included, as a CSV download', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const port = signedInPort({ venues: [buildVenue({ hotelName: 'The Metropole', startTime: '14:30' })] });
    const { user } = renderDashboard(<Dashboard />, port);
    const panel = await openPanel();
    await user.click(panel.getByRole('button', { name: 'Export CSV' }));

    expect(click).toHaveBeenCalledTimes(1);
    const text = await nth(nth(createObjectURL.mock.calls, 0), 0).text();
    expect(text).toContain(`id,${HEADER},extras,status,availability\r\n`);
    expect(text).toMatch(/The Metropole,.*,no,14:30,,scheduled,on-sale\r\n/);
    click.mockRestore();
  });

  it('previews a file with each bad row and its fix, and refuses to import until it is clean', async () => {
    const port = signedInPort({ venues: [buildVenue({ hotelName: 'Stored', date: '2099-03-01' })] });
    const { user } = renderDashboard(<Dashboard />, port);
    const panel = await openPanel();
    const input = panel.getByLabelText(/Import CSV/);
    await user.upload(
      input,
      csvFile(
        'tour.csv',
        line('The Grand', '26/01/2099'),
        line('The Old Ship', '27/01/2099', 'Brigton'),
        line('The Metropole', '28/01/2099', 'Brighton', 'javascript:alert(1)'),
        line('Stored', '01/03/2099'),
      ),
    );

    const summary = await panel.findByText(/^tour\.csv: 4 rows/);
    expect(summary).toHaveTextContent('tour.csv: 4 rows, 1 ready, 3 rows to fix.');
    expect(summary).toHaveFocus();
    const fixes = within(panel.getByRole('heading', { name: 'Rows to fix' }).parentElement as HTMLElement);
    expect(fixes.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Row 3, city: Unknown city "Brigton": did you mean Brighton?',
      'Row 4, booking link: Booking link must start with https:// or http://',
      'Row 5, date: Duplicate of a listing already stored (same show, hotel and date)',
    ]);
    expect(panel.getByRole('table', { name: 'Listings the file would add' })).toHaveTextContent('The Grand');

    const importAll = panel.getByRole('button', { name: 'Fix 3 rows first' });
    expect(importAll).toHaveAttribute('aria-disabled', 'true');
    await user.click(importAll);
    expect(
      panel.getByText(
        'Fix the 3 problems listed above in the spreadsheet and choose the file again. Nothing was imported.',
      ),
    ).toBeInTheDocument();
    expect(port.callsOf('importVenues')).toHaveLength(0);
    expect(port.venues).toHaveLength(1);
  });

  it('imports every row of a clean file, and the listings appear', async () => {
    const port = signedInPort();
    const { user } = renderDashboard(<Dashboard />, port);
    const panel = await openPanel();
    await user.upload(
      panel.getByLabelText(/Import CSV/),
      csvFile('tour.csv', line('The Grand', '26/01/2099'), `${line('The Old Ship', '2099-01-27')}19:00`),
    );
    await user.click(await panel.findByRole('button', { name: 'Import: add 2' }));

    expect(await panel.findByText('2 listings imported from tour.csv.')).toBeInTheDocument();
    expect(port.venues.map((v) => [v.hotelName, v.date, v.startTime])).toEqual([
      ['The Grand', '2099-01-26', undefined],
      ['The Old Ship', '2099-01-27', '19:00'],
    ]);
    const listings = screen.getByRole('table', { name: 'Listings, in date order' });
    expect(await within(listings).findByText('The Old Ship')).toBeInTheDocument();
  });

  it('changes the listing an exported row names, showing each field before and after first', async () => {
    const stored = buildVenue({
      show: 'Titanic',
      hotelName: 'The Grand',
      city: 'Brighton',
      date: '2099-03-01',
    });
    const port = signedInPort({ venues: [stored] });
    const { user } = renderDashboard(<Dashboard />, port);
    const panel = await openPanel();
    const changed = `${stored.id},Titanic,The Grand Pavilion,"${stored.hotelLocation}",Brighton,2099-03-01,${stored.bookingUrl},no,`;
    const added = `,Titanic,The Old Ship,"1 Sea Front, Brighton",Cheltnam,2099-03-08,https://tickets.example.com/x,no,`;
    await user.upload(
      panel.getByLabelText(/Import CSV/),
      new File([[`id,${HEADER}`, changed, added].join('\r\n')], 'season.csv', { type: 'text/csv' }),
    );

    const focused = await panel.findByText('season.csv: 2 rows, 2 ready.');
    await waitFor(() => expect(focused).toHaveFocus());
    const changes = panel.getByRole('table', { name: 'Listings the file would change' });
    expect(changes).toHaveTextContent('hotel name: The Grand to The Grand Pavilion');
    expect(panel.getByRole('table', { name: 'Listings the file would add' })).toHaveTextContent(
      'The Old Ship',
    );
    expect(panel.getByText(/"Cheltnam" will be read as Cheltenham/)).toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: 'Import: add 1 and change 1' }));
    expect(await panel.findByText('1 listing added and 1 changed from season.csv.')).toBeInTheDocument();
    expect(port.venues.map((v) => [v.id === stored.id, v.hotelName, v.city])).toEqual([
      [true, 'The Grand Pavilion', 'Brighton'],
      [false, 'The Old Ship', 'Cheltenham'],
    ]);
  });

  it('shows the rows the store refused when the import itself is turned down', async () => {
    const port = signedInPort();
    const { user } = renderDashboard(<Dashboard />, port);
    const panel = await openPanel();
    await user.upload(
      panel.getByLabelText(/Import CSV/),
      csvFile('tour.csv', line('The Grand', '26/01/2099')),
    );
    const importAll = await panel.findByRole('button', { name: 'Import: add 1' });
    // Someone else adds the same listing between the check and the import.
    port.venues.push(buildVenue({ show: 'Titanic', hotelName: 'The Grand', date: '2099-01-26' }));
    await user.click(importAll);

    expect(
      await panel.findByText('Nothing was imported: 1 of 1 rows need attention; nothing was imported.'),
    ).toBeInTheDocument();
    expect(panel.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Row 2, date: Duplicate of a listing already stored (same show, hotel and date)',
    ]);
    expect(port.venues).toHaveLength(1);
  });
});
