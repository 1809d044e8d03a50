import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDashboard, signedInPort } from '../../../../tests/builders/dashboard-render';
import Dashboard from '../shared/dashboard-layout';

describe('dashboard tabs', () => {
  it('has the three listing tabs, exactly one selected: Add New Show first', async () => {
    renderDashboard(<Dashboard />, signedInPort());
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Add New Show', 'Update', 'Delete a show']);
    expect(tabs.filter((tab) => tab.getAttribute('aria-selected') === 'true')).toHaveLength(1);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Add New Show');
    // Only the selected panel is shown, and it is the one its tab controls.
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute(
      'id',
      screen.getByRole('tab', { selected: true }).getAttribute('aria-controls'),
    );
    expect(panel).toHaveTextContent('Reserved for the production manager');
  });

  it('moves with arrows, Home and End, and keeps exactly one selected', async () => {
    const { user } = renderDashboard(<Dashboard />, signedInPort());
    await user.click(await screen.findByRole('tab', { name: 'Add New Show' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Update');
    expect(screen.getByRole('tab', { name: 'Update' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Delete a show');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Update');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Delete a show' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Add New Show');
    expect(screen.getAllByRole('tab', { selected: true })).toHaveLength(1);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('keeps only the selected tab in the Tab order', async () => {
    renderDashboard(<Dashboard />, signedInPort());
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('"Add dates" at the top of the listings opens Add New Show with the keyboard in its first field', async () => {
    const { user } = renderDashboard(<Dashboard />, signedInPort());
    await user.click(await screen.findByRole('tab', { name: 'Delete a show' }));
    const addDates = screen.getByRole('button', { name: 'Add dates' });
    // Before the list and everything in it.
    const list = screen.getByRole('region', { name: 'All listings' });
    expect(addDates.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(addDates);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Add New Show');
    expect(within(screen.getByRole('tabpanel')).getByLabelText('Show')).toHaveFocus();
  });
});
