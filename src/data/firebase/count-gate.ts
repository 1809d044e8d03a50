import { countableAgent } from '../../domain/visitor-agent';

/**
 * The visitor's browser's own say on being counted in hosted mode, where no server sees the request
 * (docs/decisions/0028-counted-not-tracked.md): Global Privacy Control, or a crawler's user agent, means
 * nothing is counted. Asked before the Firestore client loads, so neither ever downloads it to count.
 */
export function mayCountHere(): boolean {
  if (typeof navigator === 'undefined') return true;
  const gpc = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  return !gpc && countableAgent(navigator.userAgent);
}
