import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildVenue } from '../../../../tests/builders/dashboard-fakes';
import { renderDashboard, signedInPort } from '../../../../tests/builders/dashboard-render';
import { openSection } from '../../../../tests/builders/dashboard-steps';
import { DASHBOARD_PATHS } from '../../../domain/paths';
import Dashboard from '../shared/dashboard-layout';
import { fillIn } from '../../../../tests/builders/fill-in';

const park = { hotelName: 'The Park Hotel', hotelLocation: 'Park Place, Cardiff', city: 'Cardiff' } as const;
const titanic = buildVenue({ ...park, date: '2099-03-04' });
const jfk = buildVenue({ ...park, show: 'JFK', date: '2099-03-11' });
const grand = buildVenue({ hotelName: 'The Grand Hotel', date: '2099-04-01' });

const LOAD = { timeout: 5000 };

describe('the Hotels section', () => {
  it('edits a hotel once: its facts and new name show on every one of its dates', async () => {
    const port = signedInPort({ venues: [titanic, jfk, grand] });
    const { user } = renderDashboard(<Dashboard />, port, DASHBOARD_PATHS.listings);
    await openSection(user, 'Hotels');
    const list = within(await screen.findByRole('list', { name: 'Every hotel' }, LOAD));
    expect(list.getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'The Grand Hotel',
      'The Park Hotel',
    ]);
    expect(list.getByText('Cardiff · Park Place, Cardiff · 2 dates')).toBeInTheDocument();

    await user.click(list.getByRole('button', { name: 'Edit The Park Hotel' }));
    const form = within(screen.getByRole('form', { name: 'Edit The Park Hotel' }));
    // The keyboard starts at the form it opened.
    expect(form.getByRole('heading', { name: 'Edit The Park Hotel' })).toHaveFocus();
    expect(
      within(form.getByRole('group', { name: 'Step-free entrance' })).getByLabelText('Not confirmed'),
    ).toBeChecked();

    await user.click(within(form.getByRole('group', { name: 'Step-free entrance' })).getByLabelText('Yes'));
    await user.click(within(form.getByRole('group', { name: 'Hearing loop' })).getByLabelText('Portable'));
    await user.clear(form.getByLabelText('Hotel name'));
    await fillIn(user, form.getByLabelText('Hotel name'), 'The Parkside Hotel');
    await fillIn(
      user,
      form.getByLabelText('Who to ask about access (optional)'),
      'Front desk, 029 2000 0000',
    );
    await user.click(form.getByRole('button', { name: 'Save hotel' }));

    expect(
      await screen.findByText('Saved: The Parkside Hotel. All 2 of its dates show this now.'),
    ).toBeInTheDocument();
    // The form shows the hotel as stored, and the keyboard stays on Save, the message just under it: the
    // form opened afresh at its heading, 2,000 px above, and the message was out of sight.
    expect(await screen.findByRole('form', { name: 'Edit The Parkside Hotel' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save hotel' })).toHaveFocus();
    const visitorDates = await port.listAllUpcomingVenues();
    expect(
      visitorDates.map((venue) => [
        venue.hotelName,
        venue.hotel?.access.stepFree,
        venue.hotel?.access.hearingLoop,
      ]),
    ).toEqual([
      ['The Parkside Hotel', 'yes', 'portable'],
      ['The Parkside Hotel', 'yes', 'portable'],
      ['The Grand Hotel', 'unknown', 'unknown'],
    ]);
    expect(
      await screen.findByText('Step-free entrance: Yes · Hearing loop: Portable', {}, LOAD),
    ).toBeInTheDocument();
  });

  it('names two hotels of one name by their towns, so their Edit buttons differ', async () => {
    const queens = { hotelName: 'The Queens Hotel', date: '2099-05-01' } as const;
    const port = signedInPort({
      venues: [
        buildVenue({ ...queens, hotelLocation: 'City Square, Leeds', city: 'Leeds' }),
        buildVenue({ ...queens, hotelLocation: 'Osborne Road, Southsea', city: 'Portsmouth' }),
        grand,
      ],
    });
    const { user } = renderDashboard(<Dashboard />, port, DASHBOARD_PATHS.hotels);
    const list = within(await screen.findByRole('list', { name: 'Every hotel' }, LOAD));
    expect(list.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Edit The Grand Hotel',
      'Edit The Queens Hotel, Leeds',
      'Edit The Queens Hotel, Portsmouth',
    ]);
    await user.click(list.getByRole('button', { name: 'Edit The Queens Hotel, Portsmouth' }));
    expect(screen.getByRole('form', { name: 'Edit The Queens Hotel, Portsmouth' })).toBeInTheDocument();
  });

  it('links from under the form’s heading to the hotel’s link and widget below it, keyboard and all', async () => {
    const port = signedInPort({ venues: [titanic] });
    const { user } = renderDashboard(<Dashboard />, port, DASHBOARD_PATHS.hotels);
    await user.click(await screen.findByRole('button', { name: 'Edit The Park Hotel' }, LOAD));
    const form = within(screen.getByRole('form', { name: 'Edit The Park Hotel' }));
    const links = () =>
      within(form.getByRole('navigation', { name: 'Below the form' }))
        .getAllByRole('link')
        .map((link) => link.textContent);
    // A hotel not saved yet (hosted: a place with listings only) has no widget to link to.
    expect(links()).toEqual(['The hotel’s private link']);
    await user.click(form.getByRole('button', { name: 'Save hotel' }));
    await screen.findByLabelText('Snippet for The Park Hotel', {}, LOAD);
    const below = within(form.getByRole('navigation', { name: 'Below the form' }));
    expect(links()).toEqual(['The hotel’s private link', 'Dates on the hotel’s own website']);
    const at = window.location.href;

    await user.click(below.getByRole('link', { name: 'The hotel’s private link' }));
    expect(screen.getByRole('heading', { name: 'The hotel’s private link' })).toHaveFocus();
    await user.click(below.getByRole('link', { name: 'Dates on the hotel’s own website' }));
    const focused = await screen.findByRole('heading', { name: 'Dates on the hotel’s own website' });
    await waitFor(() => expect(focused).toHaveFocus());
    // The address stays the section's: no #fragment for the dashboard's routes to meet.
    expect(window.location.href).toBe(at);
  });

  it('says what to fix and saves nothing when a field is wrong', async () => {
    const port = signedInPort({ venues: [titanic] });
    const { user } = renderDashboard(<Dashboard />, port, DASHBOARD_PATHS.hotels);
    await user.click(await screen.findByRole('button', { name: 'Edit The Park Hotel' }, LOAD));
    const form = within(screen.getByRole('form', { name: 'Edit The Park Hotel' }));
    await user.clear(form.getByLabelText('Hotel name'));
    await fillIn(user, form.getByLabelText('Map link (optional)'), 'javascript:alert(1)');
    const save = form.getByRole('button', { name: 'Save hotel' });
    await user.click(save);

    const said = await screen.findByText('Could not save the hotel: Check the highlighted fields.');
    expect(said.closest('[role="alert"]')).not.toBeNull();
    // Said under the Save button, in sight of it at the foot of the long form, not above the form.
    expect(save.compareDocumentPosition(said) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(form.getByLabelText('Hotel name')).toHaveFocus();
    expect(form.getByLabelText('Hotel name')).toHaveAccessibleDescription(/required/);
    expect(port.callsOf('updateHotel')).toEqual([]);
    expect((await port.listHotels())[0]?.name).toBe('The Park Hotel');
  });

  it('sends no link to a hotel without a contact e-mail, and says why', async () => {
    const port = signedInPort({ venues: [titanic] });
    const { user } = renderDashboard(<Dashboard />, port, DASHBOARD_PATHS.hotels);
    await user.click(await screen.findByRole('button', { name: 'Edit The Park Hotel' }, LOAD));
    const send = await screen.findByRole('button', { name: 'Send the hotel its link' }, LOAD);
    await user.click(send);
    // Nothing to send to, and the button says why to a screen reader too.
    expect(port.callsOf('sendHotelLink')).toEqual([]);
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(send).toHaveAccessibleDescription('Save a contact e-mail first.');
  });

  it('makes a hotel its link where e-mail is off, with a contact or without, and revokes it', async () => {
    const port = signedInPort({ venues: [titanic], mailEnabled: false });
    const { user } = renderDashboard(<Dashboard />, port, DASHBOARD_PATHS.hotels);
    await user.click(await screen.findByRole('button', { name: 'Edit The Park Hotel' }, LOAD));
    const form = within(screen.getByRole('form', { name: 'Edit The Park Hotel' }));
    // The list says which hotels have a working link, and whether it was opened.
    const entry = () => within(screen.getByRole('listitem', { current: true }));
    expect(entry().getByText('No private link')).toBeVisible();
    // Without e-mail the button does not promise to send anything, and needs no address to send it to: the
    // manager hands the link over, made for the hotel.
    const send = () => screen.getByRole('button', { name: 'Make the hotel its link' });
    await user.click(await screen.findByRole('button', { name: 'Make the hotel its link' }, LOAD));
    // Looked up each time: a hotel saved for the first time (hosted) gets its own id, and its panel anew.
    const panel = () => within(screen.getByRole('region', { name: 'The hotel’s private link' }));
    expect(await panel().findByText(/^Link made for The Park Hotel on /)).toBeVisible();
    expect(port.callsOf('sendHotelLink')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Revoke the link' }));
    await user.click(screen.getByRole('button', { name: 'Revoke it' }));
    await screen.findByText('Revoked: the link no longer opens the hotel’s page.');

    await fillIn(user, form.getByLabelText(/^Contact name/), 'Ada Events');
    await fillIn(user, form.getByLabelText(/^Contact e-mail/), 'events@park.example.test');
    await user.click(form.getByRole('button', { name: 'Save hotel' }));
    // Not "its dates show this now": a contact shows on none of them.
    await screen.findByText('Saved: The Park Hotel’s contact, for its private link. Visitors never see it.');
    await user.click(send());
    // No e-mail: the manager is given the link to pass on, by the button, to copy.
    expect(
      await panel().findByText(
        'E-mail is not set up, so nothing was sent. Give the hotel this link yourself:',
      ),
    ).toHaveAttribute('role', 'status');
    const url = panel().getByLabelText<HTMLInputElement>('The hotel’s link, to pass on');
    expect(url.value).toMatch(/^https:\/\/\S+\/hotel-kit\/fake-token-/);
    const firstLink = url.value;
    await user.click(panel().getByRole('button', { name: 'Copy the link' }));
    expect(await panel().findByText('Link copied.')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(url.value);
    // What the list says of it stays true after the panel is closed: made, not sent.
    expect(
      await panel().findByText(
        /^Link made for events@park\.example\.test on .*\. Not e-mailed: e-mail was not set up, so it reached them only if you passed it on\. Not opened yet\.$/,
      ),
    ).toBeVisible();
    expect(panel().queryByText(/^Link sent to/)).toBeNull();
    expect(
      entry().getByText(/^Private link made \w+day \d+ \w+ \d{4} at \d\d:\d\d · not opened yet$/),
    ).toBeVisible();
    // Sending another is said to replace this one before it is pressed.
    expect(screen.getByRole('button', { name: 'Make a new link' })).toHaveAccessibleDescription(
      'A new link replaces this one: the old one stops working.',
    );
    // And it asks first, as Revoke does: one slip would shut out a hotel that saved or passed on its link.
    await user.click(screen.getByRole('button', { name: 'Make a new link' }));
    expect(
      screen.getByRole('group', { name: /^Replace the link made for events@park\.example\.test\?/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace it' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep the link' }));
    expect(port.callsOf('sendHotelLink')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Make a new link' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Make a new link' }));
    await user.click(screen.getByRole('button', { name: 'Replace it' }));
    await waitFor(() => expect(port.callsOf('sendHotelLink')).toHaveLength(3));
    expect(await panel().findByLabelText<HTMLInputElement>('The hotel’s link, to pass on')).not.toHaveValue(
      firstLink,
    );

    // Revoking asks first, in the panel; Keep leaves the link as it is.
    await user.click(screen.getByRole('button', { name: 'Revoke the link' }));
    expect(screen.getByRole('button', { name: 'Revoke it' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep the link' }));
    expect(port.callsOf('revokeHotelLink')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Revoke the link' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Revoke the link' }));
    expect(
      screen.getByRole('group', { name: /^Revoke the link made for events@park\.example\.test\?/ }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revoke it' }));
    expect(await screen.findByText('Revoked: the link no longer opens the hotel’s page.')).toBeVisible();
    // Not "none made yet": one was, and it was switched off.
    expect(
      await screen.findByText('No working link: none has been made, or the last one was revoked.'),
    ).toBeVisible();
  });
});

describe("the Hotels section: the hotel's own website", () => {
  it('gives a saved hotel its snippet to copy, and switches the site’s name in Book links off', async () => {
    const port = signedInPort({ venues: [titanic] });
    const { user } = renderDashboard(<Dashboard />, port, DASHBOARD_PATHS.hotels);
    await user.click(await screen.findByRole('button', { name: 'Edit The Park Hotel' }, LOAD));
    const form = within(screen.getByRole('form', { name: 'Edit The Park Hotel' }));
    const source = form.getByLabelText(/Tell the hotel’s booking page the visitor came from this site/);
    expect(source).toBeChecked();
    await user.click(source);
    await user.click(form.getByRole('button', { name: 'Save hotel' }));
    await screen.findByText(/^Saved: The Park Hotel/);
    const [saved] = await port.listHotels();
    expect(saved?.bookingSource).toBe(false);
    expect((await port.listAllUpcomingVenues())[0]?.hotel?.bookingSource).toBe(false);

    const snippet = await screen.findByLabelText('Snippet for The Park Hotel', {}, LOAD);
    expect((snippet as HTMLTextAreaElement).value).toContain(
      `<iframe src="${window.location.origin}/widgets/hotels/${saved?.id}"`,
    );
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe((snippet as HTMLTextAreaElement).value);
    expect(screen.getByText('Copied')).toBeInTheDocument();
  });
});
