import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildContactMessage, buildVenue } from '../../../../tests/builders/dashboard-fakes';
import { renderPanel, signedInPort } from '../../../../tests/builders/dashboard-render';
import { buildSubscriber } from '../../../../tests/builders/subscribers';
import { DataError } from '../../../data/errors';
import { formatDateWithWeekday } from '../../../domain/dates';
import { SubscribersPanel } from './subscribers-panel';

const SOLD_OUT = buildVenue({ id: 'v1', show: 'JFK', hotelName: 'The Principal', date: '2031-03-14' });

/** A subscriber (Bob), and Ada, who only asked for seats back on a sold-out date and wrote once. */
function portWithAda() {
  const port = signedInPort({
    venues: [SOLD_OUT],
    subscribers: [buildSubscriber({ email: 'bob@example.co.uk' })],
    messages: [buildContactMessage({ name: 'Ada', email: 'ada@example.co.uk' }), buildContactMessage()],
  });
  port.seatsBack = [{ email: 'ada@example.co.uk', listing: 'v1', partySize: 3, consent: true, page: '/jfk' }];
  return port;
}

describe("finding a person's address in the subscribers view", () => {
  it('finds an address that only asked for seats back and wrote, and erases it all after the manager says yes', async () => {
    const port = portWithAda();
    const { user } = renderPanel(<SubscribersPanel />, port);
    await screen.findByText('bob@example.co.uk');
    // Ada is no subscriber: the list has no row (and no Erase) for her.
    expect(screen.queryByText('ada@example.co.uk')).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'Ada@Example.co.uk{Enter}');
    const held = await screen.findByRole('heading', { name: 'What we keep of Ada@Example.co.uk' });
    const records = held.parentElement as HTMLElement;
    expect(within(records).getByRole('listitem')).toHaveTextContent(
      `JFK · The Principal · ${formatDateWithWeekday('2031-03-14')} · 3 seats`,
    );
    expect(records).toHaveTextContent('Messages and hosting enquiries sent with this address: 1');

    await user.click(
      within(records).getByRole('button', {
        name: 'Erase everything we keep of Ada@Example.co.uk',
      }),
    );
    const yes = within(records).getByRole('button', { name: 'Yes, erase' });
    expect(yes).toHaveFocus();
    expect(yes).toHaveAccessibleDescription(
      /subscriptions, seats-back requests, messages and hosting enquiries \(with our replies\) and e-mails go/,
    );
    await user.click(yes);

    expect(await screen.findByText('Erased everything we keep of Ada@Example.co.uk.')).toBeInTheDocument();
    expect(port.seatsBack).toEqual([]);
    expect(port.messages.map((m) => m.email)).not.toContain('ada@example.co.uk');
    expect(port.messages).toHaveLength(1);
    expect(port.subscribers.map((s) => s.email)).toEqual(['bob@example.co.uk']);
    // The records are gone with their buttons: the keyboard goes on from the address field.
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveFocus();
  });

  it('says when an address holds nothing, and erases nothing', async () => {
    const port = portWithAda();
    const { user } = renderPanel(<SubscribersPanel />, port);
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'nobody@example.co.uk');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(
      await screen.findByText(
        'We hold nothing for nobody@example.co.uk: no subscription, no seats-back request, no message, no e-mail.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /erase everything/i })).toBeNull();
    expect(port.callsOf('eraseAddress')).toEqual([]);
  });

  it('says what is wrong with a malformed address, beside the field', async () => {
    const { user } = renderPanel(<SubscribersPanel />, portWithAda());
    const field = screen.getByRole('textbox', { name: 'E-mail address' });
    await user.type(field, 'ada at example{Enter}');
    await screen.findByText('Enter a valid e-mail address, like name@example.com');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com');
    expect(field).toHaveFocus();
  });

  it('says why an erase failed and keeps what it found', async () => {
    const port = portWithAda();
    port.failNext('eraseAddress', new DataError('unavailable', 'down'));
    const { user } = renderPanel(<SubscribersPanel />, port);
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'ada@example.co.uk{Enter}');
    await user.click(
      await screen.findByRole('button', {
        name: /^Erase everything we keep of/i,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Yes, erase' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/not erased: the server did not answer/i);
    expect(port.seatsBack).toHaveLength(1);
  });
});
