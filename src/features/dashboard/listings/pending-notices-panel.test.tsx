import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildVenue } from '../../../../tests/builders/dashboard-fakes';
import { renderDashboard, signedInPort } from '../../../../tests/builders/dashboard-render';
import { pendingNoticesId, type PendingNotices } from '../../../domain/notice-wait';
import Dashboard from '../shared/dashboard-layout';

const grand = buildVenue({ hotelName: 'The Grand', date: '2099-01-26', status: 'cancelled' });
const LABEL = 'The Queen of the Ocean (Titanic), The Grand — Monday 26 January 2099';

const waiting = (overrides: Partial<PendingNotices> = {}): PendingNotices => ({
  id: pendingNoticesId(grand.id, 'date-cancelled'),
  listingId: grand.id,
  kind: 'date-cancelled',
  people: 3,
  dueAt: new Date(Date.now() + 10 * 60_000).toISOString(),
  ...overrides,
});

function setUp(sentByDashboard = false) {
  const port = signedInPort({ venues: [grand] });
  port.pendingNotices = { delayMinutes: 10, notices: [waiting()], sentByDashboard };
  const { user } = renderDashboard(<Dashboard />, port);
  return { port, user };
}

const panel = async () => within(await screen.findByRole('region', { name: 'E-mails waiting to go' }));

describe('E-mails waiting to go', () => {
  it('says what goes when and to how many; Send now sends them and the list empties', async () => {
    const { port, user } = setUp();
    const list = await panel();
    expect(list.getByText(`${LABEL}: tells 3 people that it is cancelled.`)).toBeInTheDocument();
    expect(list.getByText(/^Goes at \d\d:\d\d, in 10 minutes\.$/)).toBeInTheDocument();
    // Embedded: the server sends them by itself, so no word about keeping the page open.
    expect(list.queryByText(/while it is open/)).not.toBeInTheDocument();

    await user.click(list.getByRole('button', { name: `Send now (${LABEL})` }));
    expect(await screen.findByText(`Sent now: ${LABEL}.`)).toBeInTheDocument();
    expect(port.callsOf('sendNoticesNow')).toEqual([
      { method: 'sendNoticesNow', args: [{ listingId: grand.id, kind: 'date-cancelled' }] },
    ]);
    expect(screen.queryByRole('region', { name: 'E-mails waiting to go' })).not.toBeInTheDocument();
  });

  it("Don't send withdraws them; a failure says why and keeps them listed", async () => {
    const { port, user } = setUp();
    const list = await panel();
    port.failNext('dropNotices', new Error('the server did not answer'));
    await user.click(list.getByRole('button', { name: `Don't send (${LABEL})` }));
    expect(await screen.findByText('That did not work: the server did not answer')).toBeInTheDocument();
    expect((await panel()).getByText(/tells 3 people/)).toBeInTheDocument();

    await user.click(list.getByRole('button', { name: `Don't send (${LABEL})` }));
    expect(await screen.findByText(`Not sent, and will not be: ${LABEL}.`)).toBeInTheDocument();
    expect(port.pendingNotices.notices).toEqual([]);
  });

  it("counts the minutes left by the server's clock, not this browser's, which runs 20 minutes fast", async () => {
    const port = signedInPort({ venues: [grand] });
    const serverNow = Date.now() - 20 * 60_000;
    port.pendingNotices = {
      delayMinutes: 10,
      notices: [waiting({ dueAt: new Date(serverNow + 10 * 60_000).toISOString() })],
      sentByDashboard: false,
      readAt: new Date(serverNow).toISOString(),
    };
    renderDashboard(<Dashboard />, port);
    expect((await panel()).getByText(/^Goes at \d\d:\d\d, in 10 minutes\.$/)).toBeInTheDocument();
  });

  it('hosted: says honestly that an open dashboard sends them', async () => {
    setUp(true);
    expect(
      (await panel()).getByText(
        'This page sends them when their time comes, while it is open. If no manager has the dashboard open then, they go when one next opens it.',
      ),
    ).toBeInTheDocument();
  });
});
