import { describe, expect, it } from 'vitest';
import { contactMessageInputSchema } from './contact-message';
import { hostingRequestInputSchema } from './hosting-request';
import { fieldErrors } from './validation';

// What a visitor could paste that looks filled in, or breaks a line where one is expected: the forms and the
// embedded server refuse it with a message per field, as firestore.rules refuse it on a hosted site.
const message = {
  name: 'Ann Example',
  email: 'ann@example.co.uk',
  phone: '01792 123456',
  message: 'Do you cater for vegans?',
};
const errorsOf = (overrides: Record<string, string>) => {
  const parsed = contactMessageInputSchema.safeParse({ ...message, ...overrides });
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe('text fields', () => {
  it.each([
    ['no-break spaces', '\u00a0\u00a0'],
    ['a zero-width space', '\u200b'],
    ['a byte-order mark and a word joiner', '\ufeff\u2060'],
    ['an ideographic space', '\u3000'],
  ])('call a name made only of %s blank', (_, name) => {
    expect(errorsOf({ name })).toEqual({ name: 'Name is required' });
  });

  it.each([
    ['a NUL', 'Ann\u0000Example'],
    ['a line break', 'Ann\nBcc: someone@example.com'],
    ['a tab', 'Ann\tExample'],
    ['a Unicode line separator', 'Ann\u2028Example'],
  ])('refuse %s in a one-line field', (_, name) => {
    expect(errorsOf({ name })).toEqual({ name: 'Name must be one line of text, without control characters' });
    expect(errorsOf({ phone: `01792${name.slice(3, 4)}123456` })).toHaveProperty('phone');
  });

  it('let a message run over several lines, with tabs, but not carry other control characters', () => {
    expect(errorsOf({ message: 'Hello,\r\n\tline two\nline three' })).toEqual({});
    expect(errorsOf({ message: 'Hello\u0000' })).toEqual({
      message: 'Message must be plain text, without control characters',
    });
    expect(errorsOf({ message: '\u200b\n\u00a0' })).toEqual({ message: 'Message is required' });
  });

  it('keep names with accents and a no-break space between words', () => {
    expect(errorsOf({ name: 'Zoë\u00a0Brontë' })).toEqual({});
  });

  it("treat an enquiry's optional fields the same way: the link one line, the message plain text", () => {
    const enquiry = (overrides: Record<string, unknown>) =>
      hostingRequestInputSchema.safeParse({
        shows: ['JFK'],
        contactName: 'Rhian Evans',
        venueName: 'The Seaview',
        venueEmail: 'events@seaview.example',
        venueNumber: '01234 567890',
        ...overrides,
      });
    expect(enquiry({ venueLink: '', venueMessage: 'Ballroom:\n- 120 seated' }).success).toBe(true);
    expect(enquiry({ venueLink: 'https://a.example/\nx' }).success).toBe(false);
    expect(enquiry({ venueMessage: 'Hi\u0085there' }).success).toBe(false);
  });
});
