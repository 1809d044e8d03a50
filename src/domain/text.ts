import { z } from 'zod';
import { LIMITS } from './limits';
import { safeHttpUrl } from './url';

// The same lines firestore.rules draw (hasVisibleText, isLineText, isBodyText), so both backends refuse the
// same input, and the form says why.
/** Nothing a reader could see: white space (NBSP and the other Unicode spaces), control and invisible format
 * characters (zero-width space, joiners, word joiner, byte-order mark). */
const LOOKS_BLANK = /^[\s\p{Z}\p{Cf}\p{Cc}]*$/u;
/** Not one line: any control character (NUL, tab, line breaks, DEL...) or a Unicode line/paragraph separator. */
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029]/u;
/** Control characters other than tab and line breaks: never in a message. */
const CONTROL_IN_BODY = /[^\P{Cc}\t\n\r]/u;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
const looksFilledIn = (value: string) => value === '' || !LOOKS_BLANK.test(value);
const oneLine = (label: string) =>
  [
    (value: string) => !NOT_ONE_LINE.test(value),
    `${label} must be one line of text, without control characters`,
  ] as const;
const plainBody = (label: string) =>
  [
    (value: string) => !CONTROL_IN_BODY.test(value),
    `${label} must be plain text, without control characters`,
  ] as const;

/** A required single line of text: trimmed, visibly not blank, one line, at most `max` characters. */
export const requiredText = (label: string, max: number) =>
  text(label, max)
    .min(1, `${label} is required`)
    .refine(looksFilledIn, `${label} is required`)
    .refine(...oneLine(label));

export const optionalText = (label: string, max: number) =>
  text(label, max)
    .refine(...oneLine(label))
    .default('');

/** A required message: may run over several lines; visibly not blank; no other control characters. */
export const requiredBody = (label: string, max: number) =>
  text(label, max)
    .min(1, `${label} is required`)
    .refine(looksFilledIn, `${label} is required`)
    .refine(...plainBody(label));

export const optionalBody = (label: string, max: number) =>
  text(label, max)
    .refine(...plainBody(label))
    .default('');

export const emailField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(LIMITS.email, `${label} is too long`)
    .pipe(z.email(`Enter a valid e-mail address, like name@example.com`));

/**
 * Phone numbers are taken as people type them ("01792 000123 ext. 2", "07700 900123 (mobile)",
 * "+44 (0)1792 123-456"): one line holding at least six digits, words allowed. Control characters and line
 * separators are refused, as the Firestore rules refuse them in every one-line field.
 */
export const phoneField = (label: string) =>
  text(label, LIMITS.phone)
    .min(1, `${label} is required`)
    .refine(
      (value) => (value.match(/\d/g) ?? []).length >= 6 && !/[\p{Cc}\u2028\u2029]/u.test(value),
      'Enter a phone number, like 01792 123456',
    );

export const httpUrlField = (label: string) =>
  requiredText(label, LIMITS.url).refine(
    (value) => safeHttpUrl(value) !== null,
    `${label} must be a web address starting with https:// or http://`,
  );

/** A site's address typed without its scheme: "hotel.co.uk/book", "www.hotel.co.uk" (no colon, a dot in the host). */
const BARE_ADDRESS = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?:[/?#]\S*)?$/i;

/** As httpUrlField, taking an address typed without https:// as https (what a manager pasting "hotel.co.uk/book" means). */
export const httpUrlFieldAddingScheme = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .transform((value) => (BARE_ADDRESS.test(value.trim()) ? `https://${value.trim()}` : value))
    .pipe(httpUrlField(label));
