/**
 * The words of the button that opens the "tell me when" form, and of the section holding it. The footer shows
 * the button on every page, so these stay apart from the form's own words (subscriptions.ts), which load with
 * the form.
 */
export const SUBSCRIBE_BUTTON_COPY = {
  open: 'E-mail me about new dates',
  openForShow: (show: string) => `Tell me when ${show} comes to my city`,
  label: 'E-mail me about new dates',
} as const;
