import { useState } from 'react';
import { COPY_BUTTON_WORDS as W } from '../content/copy-button';
import './copy-button.scss';

/**
 * Copies `text` to the clipboard and says so where a screen reader hears it. `label`: words of its own on
 * the button ("Copy link"), which are then its whole name; else "Copy", named "Copy the <what>".
 */
export function CopyButton({ text, what, label }: { text: string; what: string; label?: string }) {
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
    <span className="copy-button">
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        aria-label={label ? undefined : W.copyName(what)}
        onClick={() => void copy()}
      >
        {label ?? W.copy}
      </button>
      <span role="status" className="small">
        {said}
      </span>
    </span>
  );
}
