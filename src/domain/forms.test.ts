import { describe, expect, it } from 'vitest';
import { fail } from '../../tests/builders/fail';
import { contactMessageInputSchema } from './contact-message';
import { hostingRequestInputSchema } from './hosting-request';
import { dialablePhone } from './phone';
import { MIN_FILL_MS, spamVerdict } from './spam-guard';
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

  const phoneError = (phone: string) => {
    const result = contactMessageInputSchema.safeParse({
      name: 'Ann',
      email: 'ann@example.com',
      phone,
      message: 'Hi',
    });
    return result.success ? undefined : fieldErrors(result.error).phone;
  };

  it('accepts phone numbers as people write them, words included', () => {
    for (const phone of [
      '01792 123456',
      '+44 (0)1792 123-456',
      '07700900123',
      '01792 000123 ext. 2',
      '07700 900123 (mobile)',
      'Mob: 07700 900123',
      '01792/000123',
    ]) {
      expect(phoneError(phone), phone).toBeUndefined();
    }
  });

  it('refuses a phone number with fewer than six digits, or spread over lines', () => {
    for (const phone of ['12345', 'ring reception on 123', '01792\n000123', '01792\t000123']) {
      expect(phoneError(phone), JSON.stringify(phone)).toBe('Enter a phone number, like 01792 123456');
    }
  });
});

describe('dialablePhone', () => {
  it('dials the first number in what was typed, without words or an extension', () => {
    expect(dialablePhone('01792 000123 ext. 2')).toBe('01792000123');
    expect(dialablePhone('07700 900123 (mobile)')).toBe('07700900123');
    expect(dialablePhone('Mob: 07700 900123')).toBe('07700900123');
    expect(dialablePhone('+44 (0)1792 123-456')).toBe('+441792123456');
    expect(dialablePhone('(01792) 000123')).toBe('01792000123');
    expect(dialablePhone('ask at reception')).toBe('');
  });
});

describe('hostingRequestInputSchema', () => {
  const request = {
    shows: ['Scrooge', 'TheOverlookHotel'],
    contactName: 'Rhian Evans',
    venueName: 'The Seaview Hotel',
    venueEmail: 'events@seaview.example',
    venueNumber: '01234 567890',
  };

  it('keeps the venue link and message optional', () => {
    expect(hostingRequestInputSchema.parse(request)).toEqual({
      ...request,
      show: 'Scrooge',
      venueLink: '',
      venueMessage: '',
    });
  });

  it('asks for the contact’s name and one show or more, each once', () => {
    const result = hostingRequestInputSchema.safeParse({ ...request, shows: [], contactName: ' ' });
    expect(fieldErrors(result.error ?? fail())).toMatchObject({
      shows: 'Choose at least one show',
      contactName: expect.stringMatching(/required/i),
    });
    const twice = hostingRequestInputSchema.safeParse({ ...request, shows: ['JFK', 'JFK'] });
    expect(fieldErrors(twice.error ?? fail()).shows).toBe('Choose each show once');
    const both = hostingRequestInputSchema.safeParse({ ...request, shows: ['JFK', 'NoShowInParticular'] });
    expect(fieldErrors(both.error ?? fail()).shows).toBe('Choose shows, or No show in particular, not both');
  });

  it('refuses a show that is not offered, and reads an older enquiry’s one show as its shows', () => {
    const older = Object.fromEntries(Object.entries(request).filter(([key]) => key !== 'shows'));
    const result = hostingRequestInputSchema.safeParse({ ...older, show: 'Hamlet' });
    expect(fieldErrors(result.error ?? fail())['shows.0']).toBe('Choose a show');
    expect(hostingRequestInputSchema.parse({ ...older, show: 'JFK' })).toMatchObject({
      show: 'JFK',
      shows: ['JFK'],
    });
  });
});

describe('spamVerdict', () => {
  it('drops a filled honeypot, asks a send quicker than a person types to be confirmed, lets people through', () => {
    expect(spamVerdict({ honeypot: 'http://spam', elapsedMs: 60_000 })).toBe('bot');
    expect(spamVerdict({ honeypot: 'http://spam', elapsedMs: 10 })).toBe('bot');
    expect(spamVerdict({ honeypot: '  ', elapsedMs: MIN_FILL_MS - 1 })).toBe('too-quick');
    expect(spamVerdict({ honeypot: '', elapsedMs: MIN_FILL_MS })).toBe('person');
  });
});
