import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ABOUT } from '../../../content/about';
import type { FakeDataPort } from '../../../../tests/builders/dashboard-fakes';
import { renderPanel, signedInPort } from '../../../../tests/builders/dashboard-render';
import { ContentSection } from './content-section';
import { fillIn } from '../../../../tests/builders/fill-in';

const LOAD = { timeout: 10_000 };

/**
 * The manager opens Our chefs and saves a draft there; meanwhile another manager publishes new About words.
 * The save reads every block again (the dashboard's one freshness rule), then the manager goes back to About.
 */
async function aboutPublishedElsewhereWhileAway(user: UserEvent, port: FakeDataPort) {
  await user.click(screen.getByRole('tab', { name: 'Our chefs' }));
  const chefs = await screen.findByRole('tabpanel', { name: 'Our chefs' }, LOAD);
  const other = 'other@example.test';
  const theirs = port.content.saveDraft('about', { ...ABOUT, heading: 'Their heading' }, 0, other);
  port.content.publish('about', theirs.revision, other);
  await user.type(within(chefs).getByRole('textbox', { name: 'Heading' }), '!');
  await user.click(within(chefs).getByRole('button', { name: 'Save draft' }));
  await within(chefs).findByText(/Draft saved\./, {}, LOAD);
  await user.click(screen.getByRole('tab', { name: 'About us' }));
  const about = screen.getByRole('tabpanel', { name: 'About us' });
  expect(
    await within(about).findByText(/Live: version 1, published by other@example\.test/, {}, LOAD),
  ).toBeVisible();
  return about;
}

// A whole draft-publish-restore walk takes about 7 s of jsdom on a quiet machine: under a gate's load it
// outran the suite's 20 s, so these walks get a minute (a bound on a hang, not a speed claim).
describe('Site content', { timeout: 60_000 }, () => {
  it('edits About in a form with its limits, saves a draft and publishes it', async () => {
    const port = signedInPort();
    const { user } = renderPanel(<ContentSection />, port);
    const heading = await screen.findByRole('textbox', { name: 'Heading' }, LOAD);
    expect(heading).toHaveValue(ABOUT.heading);
    expect(heading).toHaveAccessibleDescription(`Up to 80 characters · ${ABOUT.heading.length} of 80 used`);
    await user.clear(heading);
    await fillIn(user, heading, 'Who we are');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/Draft saved\./, {}, LOAD)).toBeInTheDocument();
    expect(port.content.state('about')).toMatchObject({
      published: null,
      draft: { body: { heading: 'Who we are' } },
    });

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published: the site shows it now.', {}, LOAD)).toBeInTheDocument();
    expect(port.content.state('about').published).toMatchObject({
      version: 1,
      body: { heading: 'Who we are' },
    });
    const versions = await screen.findByRole('region', { name: 'Published versions' }, LOAD);
    await within(versions).findByText('Version 1', {}, LOAD);
    await user.click(within(versions).getByRole('button', { name: /Restore Version 0/ }));
    expect(await screen.findByText('Version 0 is live again.', {}, LOAD)).toBeInTheDocument();
    expect(port.content.state('about').published).toMatchObject({
      version: 2,
      body: { heading: ABOUT.heading },
    });
  });

  it('publishes no new version when nothing changed, and a restore drops unsaved edits, saying so', async () => {
    const port = signedInPort();
    const { user } = renderPanel(<ContentSection />, port);
    const heading = await screen.findByRole('textbox', { name: 'Heading' }, LOAD);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(/Nothing to publish/, {}, LOAD)).toBeInTheDocument();
    expect(port.content.state('about').published).toBeNull();

    await user.clear(heading);
    await fillIn(user, heading, 'Who we are');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published: the site shows it now.', {}, LOAD)).toBeInTheDocument();
    await user.clear(heading);
    await fillIn(user, heading, 'Half-finished');
    const versions = await screen.findByRole('region', { name: 'Published versions' }, LOAD);
    await user.click(await within(versions).findByRole('button', { name: /Restore Version 0/ }, LOAD));
    expect(await screen.findByText(/unsaved changes were dropped/, {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Heading' })).toHaveValue(ABOUT.heading);
    expect(port.content.state('about')).toMatchObject({ draft: null, published: { version: 2 } });
  });

  it('refuses an empty heading before sending anything, naming the field', async () => {
    const port = signedInPort();
    const { user } = renderPanel(<ContentSection />, port);
    const heading = await screen.findByRole('textbox', { name: 'Heading' }, LOAD);
    await user.clear(heading);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Check the highlighted fields.')).toBeInTheDocument();
    expect(heading).toHaveAttribute('aria-invalid', 'true');
    expect(port.callsOf('saveContentDraft')).toHaveLength(0);
  });

  it('shows what another manager changed instead of saving over it', async () => {
    const port = signedInPort();
    const { user } = renderPanel(<ContentSection />, port);
    const heading = await screen.findByRole('textbox', { name: 'Heading' }, LOAD);
    // Another manager saves a draft meanwhile.
    port.content.saveDraft('about', { ...ABOUT, lead: 'Their new introduction' }, 0, 'other@example.test');
    await user.clear(heading);
    await fillIn(user, heading, 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    const conflict = await screen.findByRole('alert', { name: /changed this block/ }, LOAD);
    expect(within(conflict).getByText('Introduction')).toBeInTheDocument();
    expect(within(conflict).getByText('Their new introduction')).toBeInTheDocument();
    expect(port.content.state('about').draft?.body).toMatchObject({ heading: ABOUT.heading });

    await user.click(within(conflict).getByRole('button', { name: /Load their version/ }));
    expect(screen.getByRole('textbox', { name: 'Introduction' })).toHaveValue('Their new introduction');
  });

  it('adds, moves and removes a testimonial within the list’s limits', async () => {
    const port = signedInPort();
    const { user } = renderPanel(<ContentSection />, port);
    await user.click(await screen.findByRole('tab', { name: /Testimonials/ }, LOAD));
    const list = await screen.findByRole('group', { name: 'Testimonials' }, LOAD);
    expect(within(list).getByText('1 to 12 testimonials')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Move up Testimonial 2' }));
    expect(within(list).getAllByRole('textbox', { name: 'Name' })[0]).toHaveValue('Daniel, Bristol');
    await user.click(within(list).getByRole('button', { name: 'Remove Testimonial 1' }));
    expect(within(list).getAllByRole('textbox', { name: 'Name' })).toHaveLength(5);
  });

  it('is one Tab stop for all the blocks: the arrow keys move between them and Enter opens one', async () => {
    const port = signedInPort();
    const { user } = renderPanel(<ContentSection />, port);
    const tabs = await screen.findByRole('tablist', { name: 'Blocks' }, LOAD);
    const about = within(tabs).getByRole('tab', { name: 'About us' });
    expect(about).toHaveAttribute('aria-selected', 'true');
    expect(
      within(tabs)
        .getAllByRole('tab')
        .filter((tab) => tab.tabIndex === 0),
    ).toEqual([about]);
    about.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(tabs).getByRole('tab', { name: /^Testimonials/ })).toHaveFocus();
    // Moving does not open: the About form stays until the manager chooses.
    expect(screen.getByRole('tabpanel', { name: 'About us' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    const panel = screen.getByRole('tabpanel', { name: /^Testimonials/ });
    expect(within(panel).getByRole('group', { name: 'Testimonials' })).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(within(tabs).getAllByRole('tab').at(-1)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(tabs).getAllByRole('tab')[0]).toHaveFocus();
    // Tab leaves the list for the form.
    await user.tab();
    expect(panel.contains(document.activeElement)).toBe(true);
  });

  it('previews the form as it is now: unsaved words are saved as the draft, then the page opens', async () => {
    const port = signedInPort();
    const { user } = renderPanel(<ContentSection />, port);
    const heading = await screen.findByRole('textbox', { name: 'Heading' }, LOAD);
    await user.clear(heading);
    await fillIn(user, heading, 'Typed, not saved');
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await user.click(screen.getByRole('link', { name: /^Preview/ }));

    expect(await screen.findByText(/Draft saved for the preview/, {}, LOAD)).toBeInTheDocument();
    expect(port.content.state('about').draft?.body).toMatchObject({ heading: 'Typed, not saved' });
    expect(open).toHaveBeenCalledTimes(1);
    expect(tab.location.href).toMatch(/\/about\?preview$/);
    expect(tab.opener).toBeNull();
    expect(screen.queryByText('You have changes that are not saved.')).toBeNull();
    open.mockRestore();
  });

  it('never leaves "Published" beside "You have changes that are not saved"', async () => {
    const { user } = renderPanel(<ContentSection />, signedInPort());
    const heading = await screen.findByRole('textbox', { name: 'Heading' }, LOAD);
    await user.type(heading, '!');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published: the site shows it now.', {}, LOAD)).toBeInTheDocument();
    await user.type(heading, '?');
    expect(screen.getByText('You have changes that are not saved.')).toBeInTheDocument();
    expect(screen.queryByText('Published: the site shows it now.')).toBeNull();
  });

  it('keeps unsaved words in a block while the manager looks at another one', async () => {
    const port = signedInPort();
    const { user } = renderPanel(<ContentSection />, port);
    const heading = await screen.findByRole('textbox', { name: 'Heading' }, LOAD);
    const about = screen.getByRole('tabpanel', { name: 'About us' });
    await user.clear(heading);
    await fillIn(user, heading, 'Half-finished');
    await user.click(screen.getByRole('tab', { name: 'Our chefs' }));
    expect(await screen.findByRole('tabpanel', { name: 'Our chefs' }, LOAD)).toBeVisible();
    expect(about).not.toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'About us' }));
    expect(about).toBeVisible();
    expect(within(about).getByRole('textbox', { name: 'Heading' })).toHaveValue('Half-finished');
    expect(port.content.state('about').draft).toBeNull();
  });

  it('shows a block as another manager published it while its editor was hidden', async () => {
    const port = signedInPort();
    const { user } = renderPanel(<ContentSection />, port);
    await screen.findByRole('textbox', { name: 'Heading' }, LOAD);
    const about = await aboutPublishedElsewhereWhileAway(user, port);
    expect(within(about).getByRole('textbox', { name: 'Heading' })).toHaveValue('Their heading');
    expect(within(about).queryByText('You have changes that are not saved.')).toBeNull();
  });

  it('keeps unsaved words through another manager’s publish, and shows what changed when they are saved', async () => {
    const port = signedInPort();
    const { user } = renderPanel(<ContentSection />, port);
    const heading = await screen.findByRole('textbox', { name: 'Heading' }, LOAD);
    await user.clear(heading);
    await fillIn(user, heading, 'Half-finished');
    const about = await aboutPublishedElsewhereWhileAway(user, port);
    expect(within(about).getByRole('textbox', { name: 'Heading' })).toHaveValue('Half-finished');

    await user.click(within(about).getByRole('button', { name: 'Save draft' }));
    const conflict = await within(about).findByRole('alert', { name: /changed this block/ }, LOAD);
    expect(within(conflict).getByText('Their heading')).toBeInTheDocument();
    expect(port.content.state('about')).toMatchObject({ draft: null, published: { version: 1 } });
  });
});
