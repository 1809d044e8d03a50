import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHOW_ORDER } from '../../content/shows';
import { ComingSoonCard } from './coming-soon-card';

describe('ComingSoonCard', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['2026-11-22T12:00:00Z', 2027],
    ['2031-04-01T12:00:00Z', 2031],
  ])('on %s announces %i for every show, never a year gone by', (now, year) => {
    vi.useFakeTimers({ now: new Date(now), toFake: ['Date'] });
    for (const show of SHOW_ORDER) {
      const { unmount } = render(<ComingSoonCard show={show} />);
      expect(screen.getByRole('heading', { name: 'Coming soon' })).toBeInTheDocument();
      expect(screen.getByText(`More dates in ${year}`)).toBeInTheDocument();
      unmount();
    }
  });

  it.each(['Titanic', 'Scrooge'] as const)(
    'links %s’s Book button to its external ticket seller in a new tab',
    (show) => {
      render(<ComingSoonCard show={show} />);
      const book = screen.getByRole('link', { name: /^book/i });
      expect(book.getAttribute('href')).toMatch(/^https:\/\//);
      expect(book).toHaveAttribute('target', '_blank');
      expect(book).toHaveAttribute('rel', 'noopener noreferrer');
    },
  );

  it.each(['JFK', 'TheOverlookHotel'] as const)(
    'gives %s a disabled Book button, not a dead link',
    (show) => {
      render(<ComingSoonCard show={show} />);
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: /^book/i })).toBeDisabled();
    },
  );
});
