import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComingSoonCard } from './coming-soon-card';

describe('ComingSoonCard', () => {
  it.each([
    ['Titanic', 2024],
    ['JFK', 2024],
    ['TheOverlookHotel', 2025],
    ['Scrooge', 2025],
  ] as const)('shows %s’s next year, %i', (show, year) => {
    render(<ComingSoonCard show={show} />);
    expect(screen.getByRole('heading', { name: 'Coming soon' })).toBeInTheDocument();
    expect(screen.getByText(`More dates in ${year}`)).toBeInTheDocument();
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
