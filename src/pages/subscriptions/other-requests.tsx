import { useState } from 'react';
import { SUBSCRIPTION_PAGES } from '../../content/subscriptions';
import { isDataError } from '../../data/errors';
import type { OtherLinkRequest } from '../../domain/subscription';

const COPY = SUBSCRIPTION_PAGES.confirm;

/**
 * After a confirmation: the address's other requests not confirmed yet (one e-mail a day reaches an address,
 * so a second request of the same visit had none), each confirmed by its own press, or left.
 */
export function OtherRequests({
  others,
  named,
  confirm,
}: {
  others: readonly OtherLinkRequest[];
  /** A request in words, as the page names the one its link confirms. */
  named: (request: OtherLinkRequest) => string;
  /** Confirms the request of one link (its query string). */
  confirm: (link: string) => Promise<void>;
}) {
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="other-requests" className="mb-4">
      <h2 id="other-requests" className="h4">
        {COPY.others.heading}
      </h2>
      <p>{COPY.others.intro}</p>
      <ul className="list-unstyled">
        {others.map((other) => (
          <OtherRequest key={other.link} words={named(other)} confirm={() => confirm(other.link)} />
        ))}
      </ul>
    </section>
  );
}

function OtherRequest({ words, confirm }: { words: string; confirm: () => Promise<void> }) {
  const [state, setState] = useState<'ready' | 'working' | 'done' | { failed: string }>('ready');
  const press = async () => {
    setState('working');
    try {
      await confirm();
      setState('done');
    } catch (error) {
      setState({ failed: isDataError(error) ? error.message : SUBSCRIPTION_PAGES.failed });
    }
  };
  return (
    <li className="mb-3">
      <p className="mb-2">{words}</p>
      <p
        role="status"
        className={
          typeof state === 'object'
            ? 'text-danger mb-2'
            : state === 'done'
              ? 'text-success fw-bold mb-2'
              : 'mb-2'
        }
      >
        {state === 'done' ? COPY.others.confirmed : typeof state === 'object' ? state.failed : ''}
      </p>
      {state !== 'done' && (
        <button
          type="button"
          className="btn btn-outline-primary"
          aria-disabled={state === 'working'}
          onClick={() => void (state !== 'working' && press())}
        >
          {COPY.others.confirm}
        </button>
      )}
    </li>
  );
}
