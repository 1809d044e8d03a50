import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from './error-screen';
import { ScrollToTop } from './scroll-to-top';

function Broken(): never {
  throw new Error('kaboom');
}

describe('ErrorScreen', () => {
  it('replaces the router default with a friendly message and a retry', async () => {
    // React reports the caught render error on console.error; that is expected here.
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', Component: Broken, ErrorBoundary: ErrorScreen }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    spy.mockRestore();
  });

  it('explains a stale deploy and offers a reload', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([
      {
        path: '/',
        lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
        ErrorBoundary: ErrorScreen,
      },
    ]);
    sessionStorage.setItem('chunk-reload-at', String(Date.now())); // the one reload already happened
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'This page has been updated' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    spy.mockRestore();
  });
});

describe('ScrollToTop', () => {
  it('scrolls to the top on every route change', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const Page = ({ to }: { to: string }) => (
      <>
        <ScrollToTop />
        <Link to={to}>next</Link>
      </>
    );
    const router = createMemoryRouter([
      { path: '/', element: <Page to="/team" /> },
      { path: '/team', element: <Page to="/" /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    screen.getByRole('link', { name: 'next' }).click();
    await vi.waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(2));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    vi.unstubAllGlobals();
  });
});
