import { useState } from 'react';
import { useMediaQuery } from '../../ui/use-media-query';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Whether a carousel should be rotating. It starts playing unless the visitor asked their system for
 * reduced motion; the visitor's own pause or play choice wins from then on (WCAG 2.2.2).
 */
export function useAutoplayChoice() {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reducedMotion;
  return { playing, toggle: () => setChoice(!playing) };
}
