import { render, screen } from '@testing-library/react';
import { MemoryRouter, Link, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';
import { Layout } from './layout';
import { ScrollToTop } from './scroll-to-top';

function Broken(): never {
  throw new Error('kaboom');
}

function renderInLayout(page: React.ReactNode, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="/" element={page} />
          <Route path="/team" element={<h1>Our Team</h1>} />
          <Route path="/dashboard/*" element={<h1>Dashboard</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('the layout error screen', () => {
  it('replaces "Unexpected Application Error!" with a friendly message, a retry, and the site around it', async () => {
    // React reports the caught render error on console.error; that is expected here.
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderInLayout(<Broken />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    spy.mockRestore();
  });

  it('explains a stale deploy (after the one reload) and offers a reload', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.setItem('chunk-reload-at', String(Date.now())); // the one reload already happened
    const Stale = lazyPage(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    );
    renderInLayout(<Stale />);
    expect(await screen.findByRole('heading', { name: 'This page has been updated' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    sessionStorage.clear();
    spy.mockRestore();
  });
});

describe('the dashboard', () => {
  it.each(['/dashboard', '/dashboard/messages', '/Dashboard/listings'])(
    '%s has its own layout: no public header or footer (so no newsletter either)',
    async (path) => {
      renderInLayout(null, path);
      expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    },
  );

  it('a public page keeps them', () => {
    renderInLayout(null, '/team');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('ScrollToTop', () => {
  it('scrolls to the top on every route change, but not on the page the visitor arrived on', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const Page = ({ to }: { to: string }) => <Link to={to}>next</Link>;
    render(
      <MemoryRouter>
        <ScrollToTop />
        <Routes>
          <Route path="/" element={<Page to="/team" />} />
          <Route path="/team" element={<Page to="/" />} />
        </Routes>
      </MemoryRouter>,
    );
    // Shown since the first paint and hydrated later: a visitor may have scrolled it already.
    expect(scrollTo).not.toHaveBeenCalled();
    screen.getByRole('link', { name: 'next' }).click();
    await vi.waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    screen.getByRole('link', { name: 'next' }).click();
    await vi.waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(2));
    vi.unstubAllGlobals();
  });
});
