import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { Tabs } from './tabs';

const BLOCKS = ['About us', 'Our chefs', 'Testimonials'] as const;
type Block = (typeof BLOCKS)[number];

/** Tabs that open only on Enter, Space or a click, each panel holding a field to Tab into. */
function ManualTabs() {
  const [selected, setSelected] = useState<Block>('About us');
  return (
    <Tabs<Block>
      label="Blocks"
      activation="manual"
      selected={selected}
      onSelect={setSelected}
      classes={{ list: 'blocks', tab: 'block', panel: 'panel' }}
      items={BLOCKS.map((block) => ({
        key: block,
        label: block,
        panel: <input aria-label={`${block} heading`} />,
      }))}
    />
  );
}

it('returns the Tab stop to the open tab when focus leaves the tabs after an arrow key moved it', async () => {
  const user = userEvent.setup({ delay: null });
  render(<ManualTabs />);
  await user.tab();
  expect(screen.getByRole('tab', { name: 'About us' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Our chefs' })).toHaveFocus();

  await user.tab();
  expect(screen.getByRole('textbox', { name: 'About us heading' })).toHaveFocus();
  await user.tab({ shift: true });
  const about = screen.getByRole('tab', { name: 'About us' });
  expect(about).toHaveFocus();
  expect(about).toHaveAttribute('aria-selected', 'true');
});
