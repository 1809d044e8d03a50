import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildContactMessage, buildHostingRequest } from '../../../../tests/builders/dashboard-fakes';
import { renderPanel, signedInPort } from '../../../../tests/builders/dashboard-render';
import { ContactMessagesPanel } from './contact-messages-panel';
import { HostingRequestsPanel } from './hosting-requests-panel';

describe('erasing a contact message or a hosting enquiry on request', () => {
  it('erases the one message named, after a confirmation, and says so', async () => {
    const port = signedInPort({
      messages: [buildContactMessage({ name: 'Ada' }), buildContactMessage({ name: 'Grace' })],
    });
    const { user } = renderPanel(<ContactMessagesPanel />, port);
    await user.click(await screen.findByRole('button', { name: 'Open the message from Ada' }));
    await user.click(screen.getByRole('button', { name: 'Erase the message from Ada' }));
    expect(port.callsOf('eraseContactMessage')).toEqual([]);
    const question = screen.getByRole('group', { name: /erase the message from ada for good\?/i });
    await user.click(within(question).getByRole('button', { name: 'Yes, erase' }));

    expect(await screen.findByText('Erased the message from Ada.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ada' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Grace' })).toBeInTheDocument();
    expect(port.messages.map((m) => m.name)).toEqual(['Grace']);
    expect(screen.getByRole('heading', { name: 'Contact messages' })).toHaveFocus();
  });

  it('keeps the enquiry when the manager cancels, and erases it when they confirm', async () => {
    const port = signedInPort({ requests: [buildHostingRequest({ venueName: 'Seaview Hall' })] });
    const { user } = renderPanel(<HostingRequestsPanel />, port);
    await user.click(await screen.findByRole('button', { name: 'Open the enquiry from Seaview Hall' }));
    const erase = screen.getByRole('button', { name: 'Erase the enquiry from Seaview Hall' });
    await user.click(erase);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(port.requests).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Erase the enquiry from Seaview Hall' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('No hosting requests yet.')).toBeInTheDocument();
    expect(port.requests).toEqual([]);
  });
});
