import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './field';

const STATUSES = [
  { value: 'on', label: 'On sale' },
  { value: 'off', label: 'Sold out' },
];

describe('a required list', () => {
  it('is required where it starts on "Choose...", so an empty choice is refused', () => {
    render(
      <Field
        name="show"
        label="Show"
        value=""
        onChange={() => {}}
        required
        options={STATUSES}
        chooseLabel="Choose"
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Show' })).toBeRequired();
  });

  it('is not marked required where every option is a value (HTML allows that only after an empty first option)', () => {
    render(
      <Field
        name="status"
        label="Status"
        value="on"
        onChange={() => {}}
        required
        requiredMark={false}
        options={STATUSES}
      />,
    );
    const list = screen.getByRole('combobox', { name: 'Status' });
    expect(list).not.toBeRequired();
    // Nor does it say "(optional)": a choice is always made.
    expect(screen.queryByText(/optional/)).toBeNull();
  });
});
