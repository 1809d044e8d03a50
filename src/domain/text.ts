import { z } from 'zod';
import { LIMITS } from './limits';
import { safeHttpUrl } from './url';

/** A required single line of text: trimmed, not blank, at most `max` characters. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).default('');

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
  requiredText(label, LIMITS.phone).refine(
    (value) => (value.match(/\d/g) ?? []).length >= 6 && !/[\p{Cc}\u2028\u2029]/u.test(value),
    'Enter a phone number, like 01792 123456',
  );

export const httpUrlField = (label: string) =>
  requiredText(label, LIMITS.url).refine(
    (value) => safeHttpUrl(value) !== null,
    `${label} must be a web address starting with https:// or http://`,
  );
