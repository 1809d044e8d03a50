import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildVenue, fakeDataPort } from '../../../tests/builders/fake-data-port';
import { DataPortProvider } from '../../data/data-port-context';
import { MIN_FILL_MS } from '../../domain/spam-guard';
import { PageDataProvider, PageDataStore } from '../../ui/page-data';
import { SeatsBackDisclosure } from './seats-back-disclosure';

const SOLD_OUT = buildVenue({
  id: 'jfk-york',
  show: 'JFK',
  hotelName: 'The Principal',
  availability: 'sold-out',
});

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('"tell me if seats come back"', () => {
  it("where the site cannot send e-mail, sends the visitor to the venue's booking page to ask about returns", () => {
    const venue = { ...SOLD_OUT, bookingUrl: 'https://tickets.example.co.uk/jfk/york' };
    render(
      <PageDataProvider store={new PageDataStore({ mailOff: true })}>
        <MemoryRouter>
          <DataPortProvider port={fakeDataPort().port}>
            <SeatsBackDisclosure venue={venue} />
          </DataPortProvider>
        </MemoryRouter>
      </PageDataProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Tell me if seats come back' })).toBeNull();
    expect(
      screen.getByText(/^Sold out for now\. The venue sells the tickets and may have returns/),
    ).toBeInTheDocument();
    const ask = screen.getByRole('link', { name: /^Ask the venue about returns/ });
    expect(ask.getAttribute('href')).toMatch(/^https:\/\/tickets\.example\.co\.uk\/jfk\/york/);
  });

  it('asks for an e-mail, how many seats and consent, and sends nothing until the box is ticked', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = fakeDataPort();
    render(
      <MemoryRouter>
        <DataPortProvider port={fake.port}>
          <SeatsBackDisclosure venue={SOLD_OUT} />
        </DataPortProvider>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Tell me if seats come back' }));
    // The button it replaces is gone: the focus is in the form, not lost to the page's body.
    const email = await screen.findByRole('textbox', { name: /^e-mail/i });
    await waitFor(() => expect(email).toHaveFocus());
    await user.type(email, 'ada@example.co.uk');
    await user.selectOptions(screen.getByRole('combobox', { name: /how many seats/i }), '4');
    const consent = screen.getByRole('checkbox', {
      name: /e-mail me once if seats come back for jfk at the principal on .*deleted 30 days after the date/i,
    });
    expect(consent).not.toBeChecked();
    vi.setSystemTime(Date.now() + MIN_FILL_MS + 100);
    await user.click(screen.getByRole('button', { name: 'Tell me' }));
    expect(await screen.findByText('Tick the box to say you want these e-mails')).toBeInTheDocument();
    expect(fake.seatsBack).toEqual([]);

    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Tell me' }));
    await waitFor(() => expect(fake.seatsBack).toHaveLength(1));
    expect(fake.seatsBack[0]).toMatchObject({
      email: 'ada@example.co.uk',
      listing: 'jfk-york',
      partySize: 4,
    });
    expect(await screen.findByText(/please click the link in it to confirm/i)).toBeInTheDocument();
  });
});
