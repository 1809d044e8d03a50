import { useEffect, useRef, useState } from 'react';
import { COPY_BUTTON_WORDS as W } from '../content/copy-button';
import './copy-button.scss';

/**
 * Copies `text` to the clipboard and says so where a screen reader hears it. `label`: words of its own on
 * the button ("Copy link"), which are then its whole name; else "Copy", named "Copy the <what>".
 * Where the browser refuses (an in-app browser, a page without the permission), the text is shown beside it,
 * selected, to copy by hand: it may be nowhere else on the page (a date page's own address).
 */
export function CopyButton({ text, what, label }: { text: string; what: string; label?: string }) {
  const [said, setSaid] = useState('');
  const [refused, setRefused] = useState(false);
  const fallback = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // On the words, selected: Ctrl+C or the phone's Copy does the rest.
    if (refused) fallback.current?.focus();
  }, [refused]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setRefused(false);
      setSaid(W.copied(what));
    } catch {
      setRefused(true);
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
      {refused && (
        <input
          ref={fallback}
          className="form-control form-control-sm copy-button__text"
          readOnly
          value={text}
          aria-label={W.textName(what)}
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
    </span>
  );
}
