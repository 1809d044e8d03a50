import { render, screen } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, lazyPage, loadPage } from './lazy-page';

const inSuspense = (page: React.ComponentType) =>
  createElement(Suspense, { fallback: createElement('p', null, 'Waiting') }, createElement(page));

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/team-page-abc123.js');

describe('lazyPage', () => {
  it('renders a preloaded page on the first pass, as hydration needs, without its fallback', async () => {
    const Page = lazyPage(async () => ({ default: () => createElement('p', null, 'The page') }));
    await Page.preload();
    render(inSuspense(Page));
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByText('Waiting')).toBeNull();
  });

  it('shows the fallback while a page that was not preloaded loads', async () => {
    const Page = lazyPage(async () => ({ default: () => createElement('p', null, 'The page') }));
    render(inSuspense(Page));
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(await screen.findByText('The page')).toBeInTheDocument();
  });

  afterEach(() => {
    window.sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('hands React.lazy the page module', async () => {
    const Page = () => null;
    await expect(loadPage(async () => ({ default: Page }))()).resolves.toEqual({ default: Page });
  });

  it('reloads once after a stale-deploy chunk failure, then shows the error', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const load = loadPage(() => Promise.reject(chunkError()));

    void load(); // first failure: reload and never settle (the page is going away)
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));

    await expect(load()).rejects.toThrow(/dynamically imported module/); // second: the error screen explains
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload for other errors', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    await expect(loadPage(() => Promise.reject(new Error('boom')))()).rejects.toThrow('boom');
    expect(reload).not.toHaveBeenCalled();
  });

  it('recognises the chunk failures of each browser and of older bundlers', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 42 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Network down'))).toBe(false);
  });
});
