import type { Ref } from 'react';
import { HONEYPOT_FIELD } from '../../domain/spam-guard';

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from screen readers) but
 * form-filling bots do: if it has a value, the submission is dropped. It replaces a third-party captcha
 * (docs/decisions/0004-forms-without-captcha.md).
 */
export function HoneypotField({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label>
        Leave this field empty
        <input
          ref={inputRef}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </label>
    </div>
  );
}
