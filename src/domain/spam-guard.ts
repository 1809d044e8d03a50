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

/**
 * What a visitor form does with a send: `bot` when the hidden field was filled (people never see it), dropped
 * with the usual success; `too-quick` when it came sooner than a person types, which a person with the
 * browser's autofill may still do on a short form (an e-mail address and a button), so they are asked to
 * press the button again rather than dropped; `person` otherwise.
 */
export type SpamVerdict = 'bot' | 'too-quick' | 'person';

export function spamVerdict({ honeypot, elapsedMs }: SpamSignals): SpamVerdict {
  if (honeypot.trim() !== '') return 'bot';
  return elapsedMs < MIN_FILL_MS ? 'too-quick' : 'person';
}
