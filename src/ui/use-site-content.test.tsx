import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ABOUT } from '../content/about';
import type { PageData } from '../domain/page-data';
import { signedInPort } from '../../tests/builders/dashboard-render';
import type { FakeDataPort } from '../../tests/builders/dashboard-fakes';

const LOAD = { timeout: 10_000 };

/**
 * A page showing the About heading as src/main.tsx hands it its data. The modules are loaded afresh for
 * each test: the check for newer words runs once per tab (module state), and each test is a new tab.
 */
async function showAbout(port: FakeDataPort, data: PageData, url = '/about') {
  window.history.replaceState(null, '', url);
  const { useSiteContent } = await import('./use-site-content');
  const { PageDataProvider, PageDataStore } = await import('./page-data');
  const { DataPortProvider } = await import('../data/data-port-context');
  function Heading() {
    return <h1>{useSiteContent('about', ABOUT).heading}</h1>;
  }
  render(
    <DataPortProvider port={port}>
      <PageDataProvider store={new PageDataStore(data)}>
        <Heading />
      </PageDataProvider>
    </DataPortProvider>,
  );
}

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

  it('shows the built words first, then words published since the build', async () => {
    const port = signedInPort();
    publish(port, 'Published after the build');
    await showAbout(port, { contentVersions: {} });
    // The first render is the build's own (what hydration must match).
    expect(screen.getByRole('heading')).toHaveTextContent(ABOUT.heading);
    expect(await screen.findByRole('heading', { name: 'Published after the build' }, LOAD)).toBeVisible();
    expect(port.callsOf('readPublishedContent')).toHaveLength(1);
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
