import type { UserEvent } from '@testing-library/user-event';

/**
 * Adds words to a field as a person pasting them would: a click (the caret lands after what is there), then
 * one paste. Typing key by key re-renders the form, or the whole dashboard, per key: most of a long form's
 * time in jsdom. The form reads the value the same either way; a test of what a key does types instead.
 */
export async function fillIn(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
