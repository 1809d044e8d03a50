import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** One message per field (the first), keyed by the field's name: what forms show and the API returns. */
export function fieldErrors(error: z.core.$ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}
