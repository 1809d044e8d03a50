import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPanel, signedInPort } from '../../../../tests/builders/dashboard-render';
import { READ_DEADLINE_MS } from '../../../data/deadline';
import { ContactMessagesPanel } from '../messages/contact-messages-panel';

afterEach(() => {
  vi.useRealTimers();
});

describe("the dashboard's reads", () => {
  it('give up after the one time limit and say so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const port = signedInPort();
    const release = port.holdNext('listContactMessages');
    renderPanel(<ContactMessagesPanel />, port);
    expect(await screen.findByText('Loading contact messages...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(READ_DEADLINE_MS));
    // The same words as any read the server did not answer, in either mode (results.ts).
    expect(await screen.findByText(/could not be loaded/)).toHaveTextContent(
      'The contact messages could not be loaded: the server did not answer. Check your connection and try again.',
    );
    release();
  });
});
