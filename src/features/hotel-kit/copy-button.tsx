import { useState } from 'react';
import { HOTEL_KIT_PAGE as W } from '../../content/hotel-kit';

/** Copies `text` to the clipboard and says so where a screen reader hears it. */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const [said, setSaid] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setSaid(W.copied(what));
    } catch {
      setSaid(W.copyFailed);
    }
  };
  return (
    <span className="kit-copy">
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        aria-label={W.copyName(what)}
        onClick={() => void copy()}
      >
        {W.copy}
      </button>
      <span role="status" className="kit-copy__said small">
        {said}
      </span>
    </span>
  );
}
