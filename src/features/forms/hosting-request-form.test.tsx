import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeDataPort } from '../../../tests/builders/fake-data-port';
import { DataPortProvider } from '../../data/data-port-context';
import { DataError } from '../../data/errors';
import type { DataPort } from '../../data/port';
import { MIN_FILL_MS } from '../../domain/spam-guard';
import { HostingRequestForm } from './hosting-request-form';
import { fillIn } from '../../../tests/builders/fill-in';

function renderForm(overrides: Partial<DataPort> = {}) {
  const fake = fakeDataPort(overrides);
  render(
    <MemoryRouter>
      <DataPortProvider port={fake.port}>
        <HostingRequestForm />
      </DataPortProvider>
    </MemoryRouter>,
  );
  return fake;
}

const afterHumanPause = () => vi.setSystemTime(Date.now() + MIN_FILL_MS + 100);
const send = () => userEvent.click(screen.getByRole('button', { name: /send enquiry/i }));

async function fillTheForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox', { name: 'The Overlook Hotel' }));
  await user.click(screen.getByRole('checkbox', { name: 'Scrooge' }));
  await fillIn(user, screen.getByLabelText(/your name/i), 'Rhian Evans');
  await fillIn(user, screen.getByLabelText(/venue name/i), 'The Seaview Hotel');
  await fillIn(user, screen.getByLabelText(/venue e-mail/i), 'events@seaview.example');
  await fillIn(user, screen.getByLabelText(/venue phone/i), '01234 567890');
}

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('HostingRequestForm', () => {
  it('links to the privacy and accessibility statements beside the form', () => {
    renderForm();
    const form = screen.getByRole('form', { name: 'Hosting enquiry' });
    expect(form).toHaveTextContent('How we use what you send: Privacy.');
    expect(within(form).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(within(form).getByRole('link', { name: 'Accessibility' })).toHaveAttribute(
      'href',
      '/accessibility',
    );
  });

  it('offers every show by the name the site uses, several at once, and says the venue link is not required', () => {
    renderForm();
    const group = screen.getByRole('group', { name: /which shows would you like to host/i });
    // Required (at least one), so marked as the form's note says the required fields are.
    expect(group.querySelector('legend')).toHaveTextContent(/Choose one or more\. \*$/);
    const shows = within(group);
    const options = shows.getAllByRole('checkbox').map((box) => box.closest('div')?.textContent);
    expect(options).toEqual([
      'The Queen of the Ocean (Titanic)',
      'JFK',
      'The Overlook Hotel',
      'Scrooge',
      'No show in particular',
    ]);
    expect(screen.getByLabelText(/venue link/i)).toHaveAttribute(
      'placeholder',
      expect.stringMatching(/not required/i),
    );
    expect(screen.getByLabelText(/venue link/i)).not.toBeRequired();
  });

  it('takes "No show in particular" alone: ticking it clears the shows, ticking a show clears it', async () => {
    const user = userEvent.setup();
    renderForm();
    const shows = within(screen.getByRole('group', { name: /which shows would you like to host/i }));
    await user.click(shows.getByRole('checkbox', { name: 'JFK' }));
    await user.click(shows.getByRole('checkbox', { name: 'Scrooge' }));
    await user.click(shows.getByRole('checkbox', { name: 'No show in particular' }));
    const ticked = () =>
      shows
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked)
        .map((box) => box.closest('div')?.textContent);
    expect(ticked()).toEqual(['No show in particular']);
    await user.click(shows.getByRole('checkbox', { name: 'The Overlook Hotel' }));
    expect(ticked()).toEqual(['The Overlook Hotel']);
  });

  it('marks the missing fields and focuses the first', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = renderForm();
    await fillIn(user, screen.getByLabelText(/venue name/i), 'The Seaview Hotel');
    await send();
    const show = screen.getByRole('checkbox', { name: 'The Queen of the Ocean (Titanic)' });
    await waitFor(() => expect(show).toHaveFocus());
    expect(show).toHaveAccessibleDescription('Choose at least one show');
    expect(screen.getByLabelText(/your name/i)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/venue e-mail/i)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/venue name/i)).not.toHaveAttribute('aria-invalid');
    expect(fake.hostingRequests).toHaveLength(0);
  });

  it('says "Successfully submitted" and resets every field', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = renderForm();
    await fillTheForm(user);
    await fillIn(
      user,
      screen.getByLabelText(/^message/i, { selector: 'textarea' }),
      'We have a ballroom for 120.',
    );
    afterHumanPause();
    await send();

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Successfully submitted'));
    expect(fake.hostingRequests).toEqual([
      expect.objectContaining({
        show: 'TheOverlookHotel',
        shows: ['TheOverlookHotel', 'Scrooge'],
        contactName: 'Rhian Evans',
        venueName: 'The Seaview Hotel',
        venueLink: '',
      }),
    ]);
    expect(screen.getByRole('checkbox', { name: 'Scrooge' })).not.toBeChecked();
    expect(screen.getByLabelText(/venue name/i)).toHaveValue('');
    expect(screen.getByLabelText(/^message/i, { selector: 'textarea' })).toHaveValue('');
  });

  it('shows the server’s field messages beside the fields', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({
      submitHostingRequest: () =>
        Promise.reject(
          new DataError('invalid', 'Bad input', { venueNumber: 'Enter a phone number, like 01792 123456' }),
        ),
    });
    await fillTheForm(user);
    afterHumanPause();
    await send();
    const phone = screen.getByLabelText(/venue phone/i);
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAccessibleDescription(/enter a phone number/i);
  });

  it('keeps what was typed when the server is busy, and says so', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({ submitHostingRequest: () => Promise.reject(new DataError('rate-limited', 'Too many')) });
    await fillTheForm(user);
    afterHumanPause();
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(/wait a minute/i);
    expect(screen.getByLabelText(/venue name/i)).toHaveValue('The Seaview Hotel');
    expect(screen.getByRole('checkbox', { name: 'The Overlook Hotel' })).toBeChecked();
  });
});
