import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * What a manager does first to delete a listing: opens the "Delete a show" tab, picks the show, then the
 * hotel and date (the option's text, "Mon 26 Jan 2099 · The Grand, Brighton"). Returns the tab's panel.
 */
export async function pickListingToDelete(user: UserEvent, show: string, listing: string) {
  await user.click(await screen.findByRole('tab', { name: 'Delete a show' }));
  const panel = within(screen.getByRole('tabpanel'));
  await user.selectOptions(panel.getByLabelText('Show'), show);
  await user.selectOptions(panel.getByLabelText('Hotel and date to delete'), listing);
  return panel;
}

/** Opens a dashboard section from its navigation, as the manager would, and waits for its heading. */
export async function openSection(user: UserEvent, name: string) {
  const sections = within(screen.getByRole('navigation', { name: 'Dashboard sections' }));
  await user.click(sections.getByRole('link', { name: new RegExp(`^${name}`) }));
  await screen.findByRole('heading', { level: 1, name });
}
