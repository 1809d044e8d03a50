/**
 * Simple bot checks that need no third-party captcha: a honeypot field people never see (bots fill it)
 * and a minimum time between the form appearing and being sent.
 */
export const HONEYPOT_FIELD = 'website';
export const MIN_FILL_MS = 2500;

export interface SpamSignals {
  honeypot: string;
  /** Milliseconds between the form being shown and sent. */
  elapsedMs: number;
}

export function looksLikeBot({ honeypot, elapsedMs }: SpamSignals): boolean {
  return honeypot.trim() !== '' || elapsedMs < MIN_FILL_MS;
}
