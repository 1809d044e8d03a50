import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildVenue } from '../../../../tests/builders/dashboard-fakes';
import { renderDashboard, signedInPort } from '../../../../tests/builders/dashboard-render';
import { openSection } from '../../../../tests/builders/dashboard-steps';
import { DASHBOARD_PATHS } from '../../../domain/paths';
import { standInForDialogs } from '../../../../tests/builders/dialog-stand-in';
import Dashboard from './dashboard-layout';

const LOAD = { timeout: 10_000 };

standInForDialogs();

/** Whether the page, unloaded now, would ask first (the browser asks when `beforeunload` is cancelled). */
const unloadAsks = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

async function clickSection(user: UserEvent, name: string) {
  const sections = within(screen.getByRole('navigation', { name: 'Dashboard sections' }));
  await user.click(sections.getByRole('link', { name: new RegExp(`^${name}`) }));
}

const question = () => screen.queryByRole('alertdialog', { name: 'Leave without saving?' });

describe('nothing typed or uploaded is lost', { timeout: 60_000 }, () => {
  it('asks before leaving Site content with words typed and a picture uploaded; Cancel keeps both', async () => {
    const port = signedInPort();
    const { user } = renderDashboard(<Dashboard />, port, DASHBOARD_PATHS.content);
    await user.click(await screen.findByRole('tab', { name: /^Titanic: banner/ }, LOAD));
    const titanic = await screen.findByRole('tabpanel', { name: /^Titanic: banner/ }, LOAD);
    const heading = within(titanic).getAllByRole('textbox')[0];
    if (!heading) throw new Error('the block has no text field');
    expect(unloadAsks()).toBe(false);
    await user.type(heading, ' tonight');
    const share = within(titanic).getByRole('group', { name: /^Share picture/ });
    const photo = new File([new Uint8Array(2048)], 'cast.jpg', { type: 'image/jpeg' });
    await user.upload(within(share).getByLabelText(/^Photo file/), photo);
    await user.type(within(share).getByRole('textbox', { name: 'Alt text for the new photo' }), 'The cast');
    await user.click(within(share).getByRole('button', { name: 'Upload' }));
    await within(share).findByText(/^Uploaded\./, {}, LOAD);
    const typed = (heading as HTMLInputElement).value;
    expect(typed).toMatch(/ tonight$/);
    expect(unloadAsks()).toBe(true);

    await clickSection(user, 'Pictures');
    const asked = question();
    expect(asked).not.toBeNull();
    expect(asked).toHaveAccessibleDescription(/changes that are not saved/);
    expect(within(asked as HTMLElement).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(asked as HTMLElement).getByRole('button', { name: 'Cancel' }));

    expect(question()).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Site content');
    expect(heading).toHaveValue(typed);
    // The uploaded picture is still the block's: its alt text shows in the picture's own field.
    expect(within(share).getByDisplayValue('The cast')).toBeInTheDocument();

    // Leaving anyway goes, and nothing is asked on the way back.
    await clickSection(user, 'Pictures');
    await user.click(within(question() as HTMLElement).getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pictures' }, LOAD)).toBeInTheDocument();
    // Once the section has gone, nothing of it holds the page.
    await waitFor(() => expect(unloadAsks()).toBe(false), LOAD);
    expect(port.content.state('show-titanic').draft).toBeNull();
  });

  it('asks before leaving a picture chosen but not uploaded yet', async () => {
    const { user } = renderDashboard(<Dashboard />, signedInPort(), DASHBOARD_PATHS.content);
    await user.click(await screen.findByRole('tab', { name: /^Titanic: banner/ }, LOAD));
    const titanic = await screen.findByRole('tabpanel', { name: /^Titanic: banner/ }, LOAD);
    const share = within(titanic).getByRole('group', { name: /^Share picture/ });
    await user.upload(
      within(share).getByLabelText(/^Photo file/),
      new File([new Uint8Array(2048)], 'cast.jpg', { type: 'image/jpeg' }),
    );
    await clickSection(user, 'Listings');
    expect(question()).not.toBeNull();
  });

  it('asks before leaving the listings form with a hotel typed, and not when nothing was typed', async () => {
    const { user } = renderDashboard(<Dashboard />, signedInPort());
    await screen.findByRole('tabpanel');
    // Nothing typed: the sections change without a question.
    await openSection(user, 'Hotels');
    await openSection(user, 'Listings');
    await user.type(within(screen.getByRole('tabpanel')).getByLabelText('Hotel name'), 'The Ritz');
    await clickSection(user, 'Hotels');
    expect(question()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(screen.getByRole('tabpanel')).getByLabelText('Hotel name')).toHaveValue('The Ritz');
  });

  it('asks before another listing replaces the one being updated; Cancel keeps the work, and work in Add asks nothing', async () => {
    const grand = buildVenue({ hotelName: 'The Grand', date: '2099-03-01' });
    const balmoral = buildVenue({ hotelName: 'The Balmoral', city: 'Edinburgh', date: '2099-03-02' });
    const { user } = renderDashboard(<Dashboard />, signedInPort({ venues: [grand, balmoral] }));
    // Work in Add stays there (its tab is kept) when a listing is opened to update: nothing to ask.
    await user.type(
      within(await screen.findByRole('tabpanel', {}, LOAD)).getByLabelText('Hotel name'),
      'The Ritz',
    );
    await user.click(await screen.findByRole('button', { name: /^Edit: The Grand/ }, LOAD));
    expect(question()).toBeNull();
    const update = () => within(screen.getByRole('tabpanel', { name: 'Update' }));
    await user.type(update().getByLabelText('Hotel name'), ' Hotel');

    await user.click(screen.getByRole('button', { name: /^Edit: The Balmoral/ }));
    expect(question()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(update().getByLabelText('Hotel name')).toHaveValue('The Grand Hotel');

    await user.click(screen.getByRole('button', { name: /^Edit: The Balmoral/ }));
    await user.click(screen.getByRole('button', { name: 'Leave without saving' }));
    expect(update().getByLabelText('Hotel name')).toHaveValue('The Balmoral');
    // Add's hotel is still as typed.
    await user.click(screen.getByRole('tab', { name: 'Add New Show' }));
    expect(
      within(screen.getByRole('tabpanel', { name: 'Add New Show' })).getByLabelText('Hotel name'),
    ).toHaveValue('The Ritz');

    // A copy in Add would replace that work: the question names the form, and Leave opens the copy.
    await user.click(screen.getByRole('button', { name: /^Duplicate: The Grand/ }));
    expect(question()).toHaveAccessibleDescription(
      'The Add New Show form has changes that are not saved. If you go on, they are lost.',
    );
    await user.click(screen.getByRole('button', { name: 'Leave without saving' }));
    expect(
      within(screen.getByRole('tabpanel', { name: 'Add New Show' })).getByLabelText('Hotel name'),
    ).toHaveValue('The Grand');
  });

  it('asks before another hotel replaces the one being edited; Cancel keeps the change', async () => {
    const park = buildVenue({ hotelName: 'The Park Hotel', hotelLocation: 'Park Place', city: 'Cardiff' });
    const york = buildVenue({ hotelName: 'The Principal York', hotelLocation: 'Station Road', city: 'York' });
    const { user } = renderDashboard(
      <Dashboard />,
      signedInPort({ venues: [park, york] }),
      DASHBOARD_PATHS.hotels,
    );
    await user.click(await screen.findByRole('button', { name: 'Edit The Park Hotel' }, LOAD));
    const parkForm = () => within(screen.getByRole('form', { name: 'Edit The Park Hotel' }));
    await user.type(parkForm().getByLabelText('Hotel name'), ' & Spa');

    await user.click(screen.getByRole('button', { name: 'Edit The Principal York' }));
    expect(question()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(parkForm().getByLabelText('Hotel name')).toHaveValue('The Park Hotel & Spa');

    await user.click(screen.getByRole('button', { name: 'Edit The Principal York' }));
    await user.click(screen.getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('form', { name: 'Edit The Principal York' }, LOAD)).toBeInTheDocument();
  });

  it('asks before leaving the hotel form with a change, and the page unload asks too', async () => {
    const park = buildVenue({ hotelName: 'The Park Hotel', hotelLocation: 'Park Place', city: 'Cardiff' });
    const { user } = renderDashboard(<Dashboard />, signedInPort({ venues: [park] }), DASHBOARD_PATHS.hotels);
    await user.click(await screen.findByRole('button', { name: 'Edit The Park Hotel' }, LOAD));
    const form = within(screen.getByRole('form', { name: 'Edit The Park Hotel' }));
    expect(unloadAsks()).toBe(false);
    await user.type(form.getByLabelText('Hotel name'), ' & Spa');
    expect(unloadAsks()).toBe(true);
    await clickSection(user, 'Listings');
    expect(question()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Listings' }, LOAD)).toBeInTheDocument();
  });
});
