/** The words of the contact and hosting forms: labels, hints and what we say when sending succeeds or fails. */
export const FORM_COPY = {
  sending: 'Sending...',
  requiredNote: 'Fields marked * are required.',
  failure: {
    unavailable:
      "We couldn't reach our server just now. Everything you typed is still here: please try again in a moment.",
    'rate-limited':
      "You've sent several messages in a short time. Please wait a minute, then try again: your text is still here.",
    unknown:
      'Something went wrong on our side and your message was not sent. Your text is still here: please try again, or call us.',
  },
  retry: 'Try again',
  /**
   * A send sooner than a person usually types (src/domain/spam-guard.ts): nothing went yet, and the next press
   * sends it. A person with the browser's autofill can be that quick on a short form.
   */
  confirmQuickSend: (submitLabel: string) =>
    `Not sent yet: that was quicker than people usually fill in a form, so please press “${submitLabel}” again to send it. Everything you typed is still here.`,
  /**
   * The page a form gets when it was sent while its page was still loading, before the page loader could hold
   * it (src/ui/early-submits.ts): it posts to its own page, which takes no forms. Embedded mode only; Back
   * returns to the form as it was.
   */
  sentTooEarly: {
    title: 'Not sent yet',
    lead: 'This page had not finished loading when you sent the form, so nothing was sent.',
    back: "Go back with your browser's Back button: what you wrote should still be in the form. Then send it again.",
    again: 'Open the page again',
  },
  /** Beside every visitor form: where to read how what they send is used, and where to report a barrier. */
  statements: {
    privacyLead: 'How we use what you send:',
    privacy: 'Privacy',
    accessibilityLead: 'Problems using this form:',
    accessibility: 'Accessibility',
  },
} as const;

export const CONTACT_FORM_COPY = {
  labels: { name: 'Your name', email: 'E-mail', phone: 'Phone', message: 'Message' },
  autoComplete: { name: 'name', email: 'email', phone: 'tel', message: 'off' },
  submit: 'Send message',
  success: "Thank you: your message has been sent. We'll reply within one working day.",
} as const;

export const HOSTING_FORM_COPY = {
  // The page's heading and lead are its Site content block's (src/content/hosting.ts).
  labels: {
    shows: 'Which shows would you like to host? Choose one or more.',
    contactName: 'Your name',
    venueName: 'Venue name',
    venueLink: 'Venue link',
    venueEmail: 'Venue e-mail',
    venueNumber: 'Venue phone number',
    venueMessage: 'Message',
  },
  placeholders: {
    venueLink: 'https://your-venue.co.uk (not required)',
  },
  hints: {
    venueLink: 'Your website, if you have one.',
    venueMessage: 'Dates you have in mind, room size, anything else we should know.',
  },
  submit: 'Send enquiry',
  success: 'Successfully submitted. Thank you: our production team will be in touch within two working days.',
} as const;
