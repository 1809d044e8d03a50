import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './field';

/** A required list of two statuses, with or without a first "Choose..." option. */
function renderList(chooseLabel?: string) {
  const options = [
    { value: 'on', label: 'On sale' },
    { value: 'off', label: 'Sold out' },
  ];
  const choose = chooseLabel === undefined ? {} : { chooseLabel };
  render(
    <Field
      name="status"
      label="Status"
      value=""
      onChange={() => {}}
      required
      options={options}
      {...choose}
    />,
  );
  return screen.getByRole('combobox', { name: 'Status' });
}

describe('a required list', () => {
  it('is required where it starts on "Choose...", so an empty choice is refused', () => {
    expect(renderList('Choose')).toBeRequired();
  });

  it('is not marked required where every option is a value (HTML allows that only after an empty first option)', () => {
    expect(renderList()).not.toBeRequired();
    // Nor does it say "(optional)": a choice is always made.
    expect(screen.queryByText(/optional/)).toBeNull();
  });
});
