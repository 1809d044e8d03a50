import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouteAnnouncer } from './route-announcer';

function Page({ title, next }: { title: string; next: string }) {
  useEffect(() => {
    document.title = `${title} | The Company`;
  }, [title]);
  return (
    <main id="main">
      <h1>{title}</h1>
      <Link to={next}>Go to {next}</Link>
    </main>
  );
}

/** A page whose heading arrives after its data, as a hosted date page's does. */
function LatePage({ reveal }: { reveal: (show: () => void) => void }) {
  const [ready, setReady] = useState(false);
  useEffect(() => reveal(() => setReady(true)), [reveal]);
  useEffect(() => {
    document.title = 'A late page | The Company';
  }, []);
  return <main id="main">{ready ? <h1>A late page</h1> : <p>Loading...</p>}</main>;
}

/** A page titled for its show at first, then for its date once its data arrives, as a date page is. */
function DatedPage({ reveal }: { reveal: (show: () => void) => void }) {
  const [ready, setReady] = useState(false);
  useEffect(() => reveal(() => setReady(true)), [reveal]);
  useEffect(() => {
    document.title = ready ? 'Scrooge on Friday 4 December | The Company' : 'Scrooge | The Company';
  }, [ready]);
  return (
    <main id="main">
      <h1>{ready ? 'Scrooge on Friday 4 December' : 'Scrooge'}</h1>
      <Link to="/team">Go to /team</Link>
    </main>
  );
}

/** A page that sets its title a moment after it shows (its chunk, or its effect, later than the link's). */
function SlowTitlePage({ reveal }: { reveal: (show: () => void) => void }) {
  const [titled, setTitled] = useState(false);
  useEffect(() => reveal(() => setTitled(true)), [reveal]);
  useEffect(() => {
    if (titled) document.title = 'Our Team | The Company';
  }, [titled]);
  return (
    <main id="main">
      <h1>Our Team</h1>
    </main>
  );
}

const announcer = () => document.getElementById('route-announcer');

function renderSite(routes: React.ReactNode, enabled = true) {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>{routes}</Routes>
      <RouteAnnouncer enabled={enabled} />
    </MemoryRouter>,
  );
}

describe('RouteAnnouncer', () => {
  it('leaves the first page alone, then moves focus to each new page’s heading and says its title', async () => {
    const user = userEvent.setup({ delay: null });
    renderSite(
      <>
        <Route path="/" element={<Page title="Home" next="/team" />} />
        <Route path="/team" element={<Page title="Our Team" next="/" />} />
      </>,
    );
    expect(announcer()).toHaveTextContent('');
    expect(document.body).toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'Go to /team' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Our Team' })).toHaveFocus();
    expect(announcer()).toHaveTextContent('Our Team | The Company');

    await user.click(screen.getByRole('link', { name: 'Go to /' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toHaveFocus();
    expect(announcer()).toHaveTextContent('Home | The Company');
  });

  it('waits for a heading that comes with the page’s data', async () => {
    const user = userEvent.setup({ delay: null });
    let show: () => void = () => undefined;
    renderSite(
      <>
        <Route path="/" element={<Page title="Home" next="/late" />} />
        <Route path="/late" element={<LatePage reveal={(fn) => (show = fn)} />} />
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'Go to /late' }));
    // The title is known before the heading: it is said at once.
    await expect.poll(() => announcer()?.textContent).toBe('A late page | The Company');
    expect(document.body).toHaveFocus();

    act(() => show());
    const heading = await screen.findByRole('heading', { level: 1, name: 'A late page' });
    await expect.poll(() => document.activeElement).toBe(heading);
  });

  it('says a title that comes with the page’s data, and never the last page’s title for the next page', async () => {
    const user = userEvent.setup({ delay: null });
    let showDate: () => void = () => undefined;
    let titleTeam: () => void = () => undefined;
    renderSite(
      <>
        <Route path="/" element={<Page title="Home" next="/date" />} />
        <Route path="/date" element={<DatedPage reveal={(fn) => (showDate = fn)} />} />
        <Route path="/team" element={<SlowTitlePage reveal={(fn) => (titleTeam = fn)} />} />
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'Go to /date' }));
    await expect.poll(() => announcer()?.textContent).toBe('Scrooge | The Company');
    act(() => showDate());
    await expect.poll(() => announcer()?.textContent).toBe('Scrooge on Friday 4 December | The Company');

    // What the live region is given to say from here on.
    const said: string[] = [];
    const region = announcer();
    const watch = new MutationObserver(() => said.push(region?.textContent ?? ''));
    if (region) watch.observe(region, { childList: true, characterData: true, subtree: true });
    await user.click(screen.getByRole('link', { name: 'Go to /team' }));
    // The date page's title is still the document's until the team page sets its own: nothing is said yet.
    await act(async () => {});
    expect(said).toEqual([]);
    act(() => titleTeam());
    await expect.poll(() => announcer()?.textContent).toBe('Our Team | The Company');
    watch.disconnect();
    expect(said.filter((text) => text.includes('Scrooge'))).toEqual([]);
  });

  it('does nothing where it is turned off (the dashboard)', async () => {
    const user = userEvent.setup({ delay: null });
    renderSite(
      <>
        <Route path="/" element={<Page title="Listings" next="/messages" />} />
        <Route path="/messages" element={<Page title="Messages" next="/" />} />
      </>,
      false,
    );
    const link = screen.getByRole('link', { name: 'Go to /messages' });
    await user.click(link);
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).not.toHaveFocus();
    expect(announcer()).toHaveTextContent('');
  });
});
