import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DataError } from '../../../data/errors';
import { buildVenue } from '../../../../tests/builders/dashboard-fakes';
import { renderDashboard, signedInPort } from '../../../../tests/builders/dashboard-render';
import { pickListingToDelete } from '../../../../tests/builders/dashboard-steps';
import Dashboard from '../shared/dashboard-layout';

const grand = buildVenue({ hotelName: 'The Grand', date: '2099-01-26' });
const ritz = buildVenue({ hotelName: 'The Ritz', date: '2099-01-26' });

const pickGrand = (user: UserEvent) =>
  pickListingToDelete(user, 'Titanic', 'Mon 26 Jan 2099 · The Grand, Brighton');

describe('Delete a show', () => {
  it('asks for confirmation first, and Cancel deletes nothing', async () => {
    const port = signedInPort({ venues: [grand, ritz] });
    const { user } = renderDashboard(<Dashboard />, port);
    const panel = await pickGrand(user);
    await user.click(panel.getByRole('button', { name: 'Delete this listing...' }));
    expect(panel.getByText(/Delete The Grand — Monday 26 January 2099/)).toHaveFocus();
    await user.click(panel.getByRole('button', { name: 'Cancel' }));
    expect(port.callsOf('deleteVenue')).toHaveLength(0);
    expect(port.venues).toHaveLength(2);
  });

  it('deletes only the listing picked once confirmed: "Document deleted successfully"', async () => {
    const port = signedInPort({ venues: [grand, ritz] });
    const { user } = renderDashboard(<Dashboard />, port);
    const panel = await pickGrand(user);
    await user.click(panel.getByRole('button', { name: 'Delete this listing...' }));
    await user.click(panel.getByRole('button', { name: 'Yes, delete it' }));
    expect(await panel.findByRole('status')).toHaveTextContent('Document deleted successfully');
    expect(port.venues).toEqual([ritz]);
    expect(
      within(panel.getByLabelText('Hotel and date to delete')).queryByText(/The Grand/),
    ).not.toBeInTheDocument();
  });

  it('says "Error: No matching documents found" when it is already gone', async () => {
    const port = signedInPort({ venues: [grand] });
    const { user } = renderDashboard(<Dashboard />, port);
    const panel = await pickGrand(user);
    port.venues = [];
    await user.click(panel.getByRole('button', { name: 'Delete this listing...' }));
    await user.click(panel.getByRole('button', { name: 'Yes, delete it' }));
    expect(await panel.findByRole('alert')).toHaveTextContent(/^Error: No matching documents found$/);
  });

  it('gives the reason of any other failure', async () => {
    const port = signedInPort({ venues: [grand] }).failNext(
      'deleteVenue',
      new DataError('forbidden', 'Not allowed'),
    );
    const { user } = renderDashboard(<Dashboard />, port);
    const panel = await pickGrand(user);
    await user.click(panel.getByRole('button', { name: 'Delete this listing...' }));
    await user.click(panel.getByRole('button', { name: 'Yes, delete it' }));
    expect(await panel.findByRole('alert')).toHaveTextContent('Error deleting document: Not allowed');
    expect(port.venues).toHaveLength(1);
  });
});
