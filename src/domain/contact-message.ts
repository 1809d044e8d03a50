import { z } from 'zod';
import type { InboxState } from './inbox';
import { LIMITS } from './limits';
import { emailField, phoneField, requiredBody, requiredText } from './text';

/** A visitor's message from /contact or the home page's contact section. */
export const contactMessageInputSchema = z.object({
  name: requiredText('Name', LIMITS.name),
  email: emailField('E-mail'),
  phone: phoneField('Phone'),
  message: requiredBody('Message', LIMITS.message),
});

export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;
export type ContactMessageFields = z.output<typeof contactMessageInputSchema>;

export interface ContactMessage extends ContactMessageFields, InboxState {
  id: string;
  createdAt: string;
}
