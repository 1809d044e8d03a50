import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { isDataError, type DataErrorKind } from '../../data/errors';
import { spamVerdict } from '../../domain/spam-guard';
import { fieldErrors } from '../../domain/validation';
import { formGoesLive } from '../../ui/early-submits';

/** `confirm`: sent sooner than a person types (autofill can), so nothing went and the visitor is asked to press again. */
export type SubmissionStatus = 'idle' | 'sending' | 'sent' | 'failed' | 'confirm';
export type FailureKind = Extract<DataErrorKind, 'unavailable' | 'rate-limited'> | 'unknown';

interface Options<K extends string, Out> {
  schema: z.ZodType<Out>;
  /** Every field's starting value; its key order is the order fields appear (the first bad one gets focus). */
  initial: Record<K, string>;
  submit: (data: Out) => Promise<void>;
}

/**
 * The state of a visitor's form, shared by the contact and hosting forms: validate with the shared schema
 * (on submit, then field by field once the visitor has tried to send), move focus to the first bad field,
 * show the server's field messages the same way, keep every character when sending fails, quietly drop a
 * bot's submission (the hidden honeypot filled) with a fake success, and ask a send quicker than a person
 * types to be confirmed with a second press: a person with autofill can be that quick, and is never dropped.
 */
export function useSubmission<K extends string, Out>({ schema, initial, submit }: Options<K, Out>) {
  const [values, setValues] = useState<Record<K, string>>(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const [failure, setFailure] = useState<FailureKind | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ name: K; n: number } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const shownAt = useRef(0);
  const sending = useRef(false);
  /** The visitor was asked to press again after a quick send: the next send goes whatever its speed. */
  const askedToConfirm = useRef(false);
  const names = Object.keys(initial) as K[];

  useEffect(() => {
    if (!focusRequest) return;
    const named = formRef.current?.elements.namedItem(focusRequest.name);
    // A group of checkboxes shares its name: the first of them takes the focus.
    const element = named instanceof RadioNodeList ? named[0] : named;
    if (!(element instanceof HTMLElement)) return;
    // focus() alone leaves a field above the screen just under the sticky header, its label hidden;
    // scrollIntoView honours the header's scroll-padding and the field's scroll-margin (room for its label).
    element.focus({ preventScroll: true });
    element.scrollIntoView?.({ block: 'nearest' });
  }, [focusRequest]);

  const validate = (next: Record<K, string>): { data: Out | null; errors: Partial<Record<K, string>> } => {
    const result = schema.safeParse(next);
    return result.success
      ? { data: result.data, errors: {} }
      : { data: null, errors: pick(fieldErrors(result.error), names) };
  };

  const showErrors = (found: Partial<Record<K, string>>) => {
    setErrors(found);
    const first = names.find((name) => found[name]);
    if (first) setFocusRequest((previous) => ({ name: first, n: (previous?.n ?? 0) + 1 }));
  };

  // After the first attempt, one field's message follows what the visitor types or leaves.
  const recheck = (name: K, next: Record<K, string>) => {
    if (!attempted) return;
    const message = validate(next).errors[name];
    setErrors((previous) => ({ ...previous, [name]: message }));
  };

  const setValue = (name: K, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    recheck(name, next);
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
    setAttempted(false);
    if (honeypotRef.current) honeypotRef.current.value = '';
    shownAt.current = Date.now();
    askedToConfirm.current = false;
  };

  /** Sends the form's values as they were when the visitor sent it (epoch ms), after the checks. */
  const send = async (current: Record<K, string>, sentAt: number) => {
    if (sending.current) return;
    setAttempted(true);
    setFailure(null);
    const checked = validate(current);
    if (!checked.data) {
      setStatus('idle');
      showErrors(checked.errors);
      return;
    }
    setErrors({});
    const verdict = spamVerdict({
      honeypot: honeypotRef.current?.value ?? '',
      elapsedMs: sentAt - shownAt.current,
    });
    if (verdict === 'bot') {
      // A bot sees the same success a person does, so it learns nothing; nothing is sent.
      setStatus('sent');
      reset();
      return;
    }
    if (verdict === 'too-quick' && !askedToConfirm.current) {
      // Everything typed stays; the next press sends it.
      askedToConfirm.current = true;
      setStatus('confirm');
      return;
    }
    sending.current = true;
    setStatus('sending');
    try {
      await submit(checked.data);
      setStatus('sent');
      reset();
    } catch (error) {
      if (isDataError(error, 'invalid') && Object.keys(pick(error.fields, names)).length > 0) {
        setStatus('idle');
        showErrors(pick(error.fields, names));
      } else {
        setStatus('failed');
        setFailure(failureKind(error));
      }
    } finally {
      sending.current = false;
    }
  };

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const { shownAt: since, sentAt } = formGoesLive(form);
    shownAt.current = since;
    // A prerendered form can be typed in before its script has hydrated it: the fields then hold what the
    // visitor typed while the state still holds the starting values, and the first send would lose it all.
    const typed = typedBeforeHydration(form, initial);
    if (typed) setValues(typed);
    // Sent before it was live (src/ui/early-submits.ts): sent now, with what its fields hold.
    if (sentAt !== null) void send(typed ?? initial, sentAt);
    // Only the form as hydrated: later changes come through onChange.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    values,
    errors,
    status,
    failure,
    formRef,
    honeypotRef,
    /** The wiring every field of a visitor form needs: its value, its message and its two handlers. */
    fieldProps: (name: K) => ({
      name,
      value: values[name],
      error: errors[name],
      onChange: (value: string) => setValue(name, value),
      onBlur: () => recheck(name, values),
    }),
    handleSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void send(values, Date.now());
    },
  };
}

/** The fields' values where the page's own fields differ from the starting ones, or null when none do. */
function typedBeforeHydration<K extends string>(
  form: HTMLFormElement | null,
  initial: Record<K, string>,
): Record<K, string> | null {
  if (!form) return null;
  const values = { ...initial };
  let changed = false;
  for (const name of Object.keys(initial) as K[]) {
    const field = form.elements.namedItem(name);
    let value: string | null = null;
    if (field instanceof HTMLInputElement) {
      value = field.type === 'checkbox' ? (field.checked ? 'true' : '') : field.value;
    } else if (field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement) {
      value = field.value;
    }
    if (value !== null && value !== initial[name]) {
      values[name] = value;
      changed = true;
    }
  }
  return changed ? values : null;
}

function pick<K extends string>(
  all: Record<string, string>,
  names: readonly K[],
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const name of names) if (all[name]) out[name] = all[name];
  return out;
}

function failureKind(error: unknown): FailureKind {
  if (isDataError(error, 'unavailable')) return 'unavailable';
  if (isDataError(error, 'rate-limited')) return 'rate-limited';
  return 'unknown';
}
