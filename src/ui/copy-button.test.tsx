import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './copy-button';

const ADDRESS = 'https://example.com/titanic/2031-06-06-the-grand';

describe('the Copy button', () => {
  afterEach(() => vi.restoreAllMocks());

  it('where the browser refuses to copy, shows the words selected beside it, to copy by hand', async () => {
    const user = userEvent.setup({ delay: null });
    render(<CopyButton text={ADDRESS} what="Link" label="Copy link" />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    );
    expect(screen.queryByRole('textbox')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(screen.getByRole('status')).toHaveTextContent('Your browser did not allow copying');
    const words = screen.getByRole('textbox', { name: 'The link, to copy' });
    expect(words).toHaveValue(ADDRESS);
    expect(words).toHaveAttribute('readonly');
    await waitFor(() => expect(words).toHaveFocus());
    expect([(words as HTMLInputElement).selectionStart, (words as HTMLInputElement).selectionEnd]).toEqual([
      0,
      ADDRESS.length,
    ]);
  });
});
