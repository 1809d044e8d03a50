import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { todayInLondon } from '../../../domain/dates';
import { datePagePath } from '../../../domain/date-page-paths';
import { buildVenue } from '../../../../tests/builders/fake-data-port';
import { renderPanel, signedInPort } from '../../../../tests/builders/dashboard-render';
import { InsightsSection } from './insights-section';

const LOAD = { timeout: 10_000 };

function portWithCounts() {
  const leeds = buildVenue({ city: 'Leeds', date: '2099-03-01', hotelName: 'The Queens' });
  const port = signedInPort({
    venues: [leeds],
    subscribers: [
      {
        id: 's1',
        email: 'ada@example.com',
        show: null,
        city: 'Cardiff',
        consentText: 'consent',
        consentPage: '/',
        consentedAt: '2026-01-01T00:00:00Z',
        confirmedAt: '2026-01-01T01:00:00Z',
      },
    ],
  });
  // A visitor's browser, before the manager looks.
  const manager = port.manager;
  port.manager = null;
  return { port, leeds, manager };
}

describe('Insights', () => {
  it('shows the period’s views and Book clicks per show and date, and Cardiff first in Where next', async () => {
    const { port, leeds, manager } = portWithCounts();
    await port.countHit({ kind: 'view', path: '/titanic', landing: true, from: 'google.com' });
    await port.countHit({ kind: 'view', path: datePagePath(leeds) });
    await port.countHit({ kind: 'view', path: datePagePath(leeds) });
    await port.countHit({ kind: 'book', listing: leeds.id });
    port.manager = manager;
    renderPanel(<InsightsSection />, port);

    const shows = await screen.findByRole('table', { name: 'Page views and Book clicks per show' }, LOAD);
    const titanic = within(shows).getByRole('row', { name: /Titanic/ });
    expect(
      within(titanic)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '1', '33%']);

    const dates = screen.getByRole('table', { name: 'Page views and Book clicks per date' });
    const leedsRow = within(dates).getByRole('row', { name: /The Queens/ });
    expect(
      within(leedsRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['The Queen of the Ocean (Titanic)', 'Leeds', '2', '1', '50%', '0', '0']);
    // A click-through can pass 100% (Book buttons outside the date's page): the list says why.
    expect(screen.getByText(/Book clicks per view of the date’s page/)).toHaveTextContent(
      'so it can pass 100%',
    );

    const whereNext = screen.getByRole('table', { name: 'Demand per city, most wanted first' });
    const rows = within(whereNext).getAllByRole('row').slice(1);
    // Cardiff: one confirmed subscriber and no dates, ahead of Leeds: one Book click and a date planned.
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Cardiff', 'Leeds']);
    expect(screen.getByRole('table', { name: 'Sites that sent them' })).toHaveTextContent('google.com');
    expect(screen.getByRole('button', { name: 'Download Where next as CSV' })).toBeEnabled();
  });

  it('says the referring sites are not counted where visits start without any (hosted mode)', async () => {
    const { port, manager } = portWithCounts();
    await port.countHit({ kind: 'view', path: '/titanic', landing: true });
    // Hosted mode's store holds no referrer counts (firestore.rules refuses them).
    port.counts.totals = port.counts.totals.filter((row) => row.metric !== 'referrer');
    port.manager = manager;
    renderPanel(<InsightsSection />, port);
    expect(
      await screen.findByText(/Sites that sent them: not counted on this hosted site/, {}, LOAD),
    ).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Sites that sent them' })).toBeNull();
    expect(screen.getByRole('table', { name: 'Pages people arrive on' })).toHaveTextContent('/titanic');
  });

  it('offers this calendar month so far and the last one whole, as a monthly report counts them', async () => {
    const { port, manager } = portWithCounts();
    port.manager = manager;
    const { user } = renderPanel(<InsightsSection />, port);
    const today = todayInLondon();
    const [year, month] = today.split('-').map(Number) as [number, number];
    const last = new Date(Date.UTC(year, month - 1, 0)).toISOString().slice(0, 10);
    await user.click(screen.getByRole('button', { name: 'This month' }));
    expect(screen.getByLabelText('From')).toHaveValue(`${today.slice(0, 7)}-01`);
    expect(screen.getByLabelText('To')).toHaveValue(today);
    await user.click(screen.getByRole('button', { name: 'Last month' }));
    expect(screen.getByLabelText('From')).toHaveValue(`${last.slice(0, 7)}-01`);
    expect(screen.getByLabelText('To')).toHaveValue(last);
    expect(screen.getByRole('button', { name: 'Last month' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers the last 7, 30 and 90 days in one click, the last 30 to start with', async () => {
    const { port, manager } = portWithCounts();
    port.manager = manager;
    const { user } = renderPanel(<InsightsSection />, port);
    const today = todayInLondon();
    const daysAgo = (days: number) =>
      new Date(Date.parse(`${today}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(screen.getByLabelText('From')).toHaveValue(daysAgo(6));
    expect(screen.getByLabelText('To')).toHaveValue(today);
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    // Seen pressed as well as read out so: filled, the others outlined.
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveClass('btn-primary');
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveClass('btn-outline-primary');
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'false');
    await vi.waitFor(() =>
      expect(port.callsOf('readInsights').at(-1)?.args).toEqual([{ from: daysAgo(6), to: today }]),
    );
  });

  it('refuses a period that ends before it starts, and says when nothing was counted', async () => {
    const { port, manager } = portWithCounts();
    port.manager = manager;
    const { user } = renderPanel(<InsightsSection />, port);
    expect(await screen.findByText('Nothing was counted in this period.', {}, LOAD)).toBeInTheDocument();
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2099-12-31');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a start date on or before the end date.');
  });
});
