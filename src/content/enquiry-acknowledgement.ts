/**
 * The e-mail a venue gets after sending a hosting enquiry (embedded mode). It repeats none of the sender's
 * own words, only the shows they chose from the form's list, so the form cannot be used to send anyone a
 * message of a stranger's making.
 */
export const ENQUIRY_ACKNOWLEDGEMENT = {
  subject: (company: string) => `We have your hosting enquiry: ${company}`,
  paragraphs: (shows: string) => [
    `Thank you for asking about hosting ${shows}. Your enquiry has reached our office.`,
    'Our production team will be in touch within two working days to talk through dates, numbers and which show suits your room.',
    'Nothing is booked or agreed until we have spoken.',
  ],
  action: 'How hosting works',
  reason: 'You get this e-mail because this address was given in a hosting enquiry on our website.',
} as const;
