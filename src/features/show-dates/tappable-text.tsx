import { dialablePhone } from '../../domain/phone';

/** A run that reads as a phone number: six digits or more, with the spaces and brackets people type. */
const PHONE_RUN = /(\+\s*)?\(?\d[\d\s().-]{4,}\d/g;

/**
 * Words a manager typed, with each phone number in them a tel: link, so a visitor on a phone taps to ring
 * ("Front desk, 029 2000 0000"). Runs of fewer than six digits (a price, a year) stay words.
 */
export function TappableText({ text }: { text: string }) {
  const parts: (string | { number: string; dial: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(PHONE_RUN)) {
    const dial = dialablePhone(match[0]);
    if (dial.replace(/\D/g, '').length < 6) continue;
    parts.push(text.slice(last, match.index), { number: match[0], dial });
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <a key={i} href={`tel:${part.dial}`}>
            {part.number}
          </a>
        ),
      )}
    </>
  );
}
