import { HONEYPOT_FIELD } from '../../src/domain/spam-guard';

/**
 * True when the hidden field people never see was filled: a bot. Public forms then answer as if all went
 * well, so the bot learns nothing and does not retry with another trick, but store nothing.
 */
export function filledHoneypot(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}
