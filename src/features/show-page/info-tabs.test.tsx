import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showDetails } from '../../content/show-details/common';
import { OVERLOOK } from '../../content/show-details/overlook';
import { InfoTabs } from './info-tabs';

const renderTabs = () =>
  render(<InfoTabs tabs={showDetails('TheOverlookHotel', OVERLOOK).tabs} label="About the show" />);
const selected = () =>
  screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true');

describe('InfoTabs', () => {
  it('offers the four tabs with THE EVENT selected, and only its panel shown', () => {
    renderTabs();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'THE EVENT',
      'DRESS CODE',
      'WARNINGS',
      'MENU',
    ]);
    expect(selected().map((t) => t.textContent)).toEqual(['THE EVENT']);
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('THE EVENT');
    expect(screen.getByRole('tabpanel')).toHaveTextContent(/cast of three/i);
  });

  it('makes a clicked tab the only selected one', async () => {
    const user = userEvent.setup({ delay: null });
    renderTabs();
    await user.click(screen.getByRole('tab', { name: 'WARNINGS' }));
    expect(selected().map((t) => t.textContent)).toEqual(['WARNINGS']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent(/strobe lighting/i);
  });

  it('moves with the arrow keys, Home and End, wrapping at the ends, keeping one tab in the tab order', async () => {
    const user = userEvent.setup({ delay: null });
    renderTabs();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'THE EVENT' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'DRESS CODE' })).toHaveFocus();
    expect(selected().map((t) => t.textContent)).toEqual(['DRESS CODE']);
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'MENU' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'THE EVENT' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'MENU' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(selected().map((t) => t.textContent)).toEqual(['THE EVENT']);
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toHaveLength(1);
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
});
