import type { ContactMessageFields } from '../../domain/contact-message';
import { DataError } from '../errors';

/**
 * Sends a contact message to an external form-collection service (as the original site did: a multipart, UTF-8 POST
 * of name, email, phone and message), used instead of the `messages` collection when
 * VITE_CONTACT_FORM_ENDPOINT is set. Any failure is 'unavailable', so the form keeps what was typed.
 * Its origin must also be allowed in firebase.json's connect-src (scripts/firebase/check-env.ts checks).
 */
export async function postContactForm(endpoint: string, fields: ContactMessageFields): Promise<void> {
  const body = new FormData();
  body.set('name', fields.name);
  body.set('email', fields.email);
  body.set('phone', fields.phone);
  body.set('message', fields.message);
  let response: Response;
  try {
    // Accept: JSON makes such services (Formspree, Getform, ...) answer with a status instead of a redirect.
    response = await fetch(endpoint, { method: 'POST', body, headers: { Accept: 'application/json' } });
  } catch (error) {
    console.warn('[contact] form service unreachable', error);
    throw new DataError(
      'unavailable',
      'Your message could not be sent just now. Please try again in a moment.',
    );
  }
  if (!response.ok) {
    console.warn(`[contact] form service answered ${response.status}`);
    throw new DataError(
      'unavailable',
      'Your message could not be sent just now. Please try again in a moment.',
    );
  }
}
