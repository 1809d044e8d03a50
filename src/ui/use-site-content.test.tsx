import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ABOUT } from '../content/about';
import type { PageData } from '../domain/page-data';
import { signedInPort } from '../../tests/builders/dashboard-render';
import type { FakeDataPort } from '../../tests/builders/dashboard-fakes';

const LOAD = { timeout: 10_000 };

/**
 * A page showing the About heading (as the footer shows the company's details, on every page) and links
 * to two pages, under the app's router layer, as src/main.tsx hands it its data. The modules are loaded
 * afresh for each test: the check for newer words runs once per tab (module state), and each test is a new tab.
 */
async function showAbout(port: FakeDataPort, data: PageData, url = '/about') {
  window.history.replaceState(null, '', url);
  const { useSiteContent } = await import('./use-site-content');
  const { NextPageContent } = await import('./next-page-content');
  const { PageDataProvider, PageDataStore } = await import('./page-data');
  const { DataPortProvider } = await import('../data/data-port-context');
  const { Link, MemoryRouter } = await import('react-router-dom');
  function Page() {
    return (
      <>
        <h1>{useSiteContent('about', ABOUT).heading}</h1>
        <Link to="/about">About</Link>
        <Link to="/team">Team</Link>
      </>
    );
  }
  render(
    <DataPortProvider port={port}>
      <PageDataProvider store={new PageDataStore(data)}>
        <MemoryRouter initialEntries={[url]}>
          <NextPageContent>
            <Page />
          </NextPageContent>
        </MemoryRouter>
      </PageDataProvider>
    </DataPortProvider>,
  );
}

/** Follows one of the page's links, as a visitor's click does (a client-side navigation). */
const follow = (name: string) => fireEvent.click(screen.getByRole('link', { name }));

/** The manager publishes a new About heading (version 1), as the dashboard does. */
function publish(port: FakeDataPort, heading: string) {
  const saved = port.content.saveDraft('about', { ...ABOUT, heading }, 0, 'm@example.test');
  port.content.publish('about', saved.revision, 'm@example.test');
}

const checked = () => document.documentElement.hasAttribute('data-content-checked');

describe('Site content on a page built with its words (hosted)', () => {
  beforeEach(() => {
    vi.resetModules();
    delete document.documentElement.dataset.contentChecked;
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('keeps the built words on the page the visitor landed on, and shows words published since the build from their next page', async () => {
    const port = signedInPort();
    publish(port, 'Published after the build');
    await showAbout(port, { contentVersions: {} });
    // The first render is the build's own (what hydration must match).
    expect(screen.getByRole('heading')).toHaveTextContent(ABOUT.heading);
    await vi.waitFor(() => expect(checked()).toBe(true), LOAD);
    expect(port.callsOf('readPublishedContent')).toHaveLength(1);
    // The check found newer words, but the page being read does not change under the visitor.
    expect(screen.getByRole('heading')).toHaveTextContent(ABOUT.heading);
    follow('Team');
    expect(screen.getByRole('heading')).toHaveTextContent('Published after the build');
    follow('About');
    expect(screen.getByRole('heading')).toHaveTextContent('Published after the build');
  });

  it('keeps words found after the visitor has moved on for the page after that', async () => {
    const port = signedInPort();
    publish(port, 'Published after the build');
    await showAbout(port, { contentVersions: {} });
    // Before the check can have run: it waits for the page to load and go idle.
    follow('Team');
    await vi.waitFor(() => expect(checked()).toBe(true), LOAD);
    expect(screen.getByRole('heading')).toHaveTextContent(ABOUT.heading);
    follow('About');
    expect(screen.getByRole('heading')).toHaveTextContent('Published after the build');
  });

  it('changes nothing when the build has the live version already', async () => {
    const port = signedInPort();
    publish(port, 'Baked in');
    const live = port.content.published();
    await showAbout(port, { content: live.content, contentVersions: live.versions });
    await vi.waitFor(() => expect(checked()).toBe(true), LOAD);
    expect(screen.getByRole('heading')).toHaveTextContent('Baked in');
  });

  it("shows a signed-in manager's draft with ?preview, and a visitor the published words", async () => {
    const manager = signedInPort();
    manager.content.saveDraft('about', { ...ABOUT, heading: 'Draft only' }, 0, 'm@example.test');
    await showAbout(manager, { contentVersions: {} }, '/about?preview');
    expect(await screen.findByRole('heading', { name: 'Draft only' }, LOAD)).toBeVisible();
  });

  it("shows a manager's drafts in place on the page being previewed, and on the pages after it", async () => {
    const manager = signedInPort();
    manager.content.saveDraft('about', { ...ABOUT, heading: 'Draft only' }, 0, 'm@example.test');
    await showAbout(manager, { contentVersions: {} }, '/about?preview');
    expect(screen.getByRole('heading')).toHaveTextContent(ABOUT.heading);
    // No navigation: the manager asked to see the drafts on this page.
    expect(await screen.findByRole('heading', { name: 'Draft only' }, LOAD)).toBeVisible();
    follow('Team');
    expect(screen.getByRole('heading')).toHaveTextContent('Draft only');
  });

  it('keeps the built words for a visitor asking for a preview', async () => {
    const visitor = signedInPort({ manager: null });
    visitor.content.saveDraft('about', { ...ABOUT, heading: 'Draft only' }, 0, 'm@example.test');
    await showAbout(visitor, { contentVersions: {} }, '/about?preview');
    await vi.waitFor(() => expect(checked()).toBe(true), LOAD);
    expect(screen.getByRole('heading')).toHaveTextContent(ABOUT.heading);
  });

  it('asks nothing on a page the embedded server rendered with the live words', async () => {
    const port = signedInPort();
    vi.useFakeTimers();
    try {
      await showAbout(port, {});
      vi.runAllTimers(); // whatever would wait for the page to go idle has had its turn
      expect(port.callsOf('readPublishedContent')).toHaveLength(0);
      expect(screen.getByRole('heading')).toHaveTextContent(ABOUT.heading);
    } finally {
      vi.useRealTimers();
    }
  });
});
