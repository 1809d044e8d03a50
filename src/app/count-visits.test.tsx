import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { DataPortProvider } from '../data/data-port-context';
import { countedLink } from '../domain/counted-link';
import { FakeDataPort } from '../../tests/builders/dashboard-fakes';
import { CountVisits } from './count-visits';

function renderAt(path: string, port = new FakeDataPort()) {
  render(
    <DataPortProvider port={port}>
      <MemoryRouter initialEntries={[path]}>
        <CountVisits />
        <Link to="/jfk">JFK</Link>
        <a
          href="https://tickets.example.com/x"
          {...countedLink('book', 'listing-1')}
          onClick={(e) => e.preventDefault()}
        >
          Book
        </a>
      </MemoryRouter>
    </DataPortProvider>,
  );
  return { port, user: userEvent.setup({ delay: null }) };
}

const hits = (port: FakeDataPort) => port.callsOf('countHit').map((call) => call.args[0]);

afterEach(() => {
  delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
});

describe('counting visits from the browser', () => {
  it('sends each page shown, the first as the landing, and a Book link followed', async () => {
    const { port, user } = renderAt('/whats-on?city=Cardiff');
    await waitFor(() =>
      expect(hits(port)).toEqual([{ kind: 'view', path: '/whats-on?city=Cardiff', landing: true }]),
    );
    await user.click(screen.getByRole('link', { name: 'JFK' }));
    await waitFor(() => expect(hits(port)).toHaveLength(2));
    expect(hits(port)[1]).toEqual({ kind: 'view', path: '/jfk' });
    await user.click(screen.getByRole('link', { name: 'Book' }));
    expect(hits(port)[2]).toEqual({ kind: 'book', listing: 'listing-1' });
  });

  it('sends nothing from the dashboard', async () => {
    const { port, user } = renderAt('/dashboard/listings');
    await user.click(screen.getByRole('link', { name: 'JFK' }));
    await waitFor(() => expect(hits(port)).toHaveLength(1));
    expect(hits(port)[0]).toMatchObject({ path: '/jfk' });
  });

  it('sends nothing at all when the browser sends Global Privacy Control', async () => {
    (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl = true;
    const { port, user } = renderAt('/titanic');
    await user.click(screen.getByRole('link', { name: 'Book' }));
    await user.click(screen.getByRole('link', { name: 'JFK' }));
    expect(await screen.findByRole('link', { name: 'JFK' })).toBeInTheDocument();
    expect(hits(port)).toEqual([]);
  });
});
