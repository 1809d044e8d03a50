import { describe, expect, it } from 'vitest';
import { fail } from '../../tests/builders/fail';
import { contactMessageInputSchema } from './contact-message';
import { hostingRequestInputSchema } from './hosting-request';
import { looksLikeBot, MIN_FILL_MS } from './spam-guard';
import { fieldErrors } from './validation';

describe('contactMessageInputSchema', () => {
  it('requires every field and checks the e-mail and phone', () => {
    const result = contactMessageInputSchema.safeParse({
      name: '',
      email: 'nope',
      phone: 'call me',
      message: '',
    });
    expect(fieldErrors(result.error ?? fail())).toEqual({
      name: 'Name is required',
      email: 'Enter a valid e-mail address, like name@example.com',
      phone: 'Enter a phone number, like 01792 123456',
      message: 'Message is required',
    });
  });

  it('accepts UK phone numbers as people write them', () => {
    for (const phone of ['01792 123456', '+44 (0)1792 123-456', '07700900123']) {
      expect(
        contactMessageInputSchema.safeParse({ name: 'Ann', email: 'ann@example.com', phone, message: 'Hi' })
          .success,
      ).toBe(true);
    }
  });
});

describe('hostingRequestInputSchema', () => {
  const request = {
    show: 'NoShowInParticular',
    venueName: 'The Seaview Hotel',
    venueEmail: 'events@seaview.example',
    venueNumber: '01234 567890',
  };

  it('keeps the venue link and message optional', () => {
    expect(hostingRequestInputSchema.parse(request)).toEqual({ ...request, venueLink: '', venueMessage: '' });
  });

  it('refuses a show that is not offered', () => {
    const result = hostingRequestInputSchema.safeParse({ ...request, show: 'Scrooge' });
    expect(fieldErrors(result.error ?? fail()).show).toBe('Choose a show');
  });
});

describe('looksLikeBot', () => {
  it('catches a filled honeypot or a form sent too fast, and lets people through', () => {
    expect(looksLikeBot({ honeypot: 'http://spam', elapsedMs: 60_000 })).toBe(true);
    expect(looksLikeBot({ honeypot: '', elapsedMs: MIN_FILL_MS - 1 })).toBe(true);
    expect(looksLikeBot({ honeypot: '', elapsedMs: MIN_FILL_MS })).toBe(false);
  });
});
