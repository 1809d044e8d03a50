import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SUBSCRIPTION_PAGES } from '../../content/subscriptions';
import { isDataError } from '../../data/errors';
import { PATHS } from '../../domain/paths';
import { carriesSubscriptionLink } from '../../domain/subscription';
import { PageHeader } from '../shared/page-header';

type State = 'ready' | 'working' | 'done' | 'missing' | { failed: string };

/** The link's query string, or null when it carries nothing that could be ours. */
const linkIn = (search: string): string | null => (carriesSubscriptionLink(search) ? search : null);

const noSubscription = () => () => {};

/**
 * A page opened from a link in one of our e-mails. It acts only when the person presses its button: mail
 * scanners open (and some run the scripts of) every link in a message, and opening must not confirm or
 * unsubscribe anyone on their behalf. Mail programs' one-click unsubscribe (RFC 8058) posts to the API
 * directly and does not come here. The token is read after hydration, so the HTML is the same for everyone.
 */
export function TokenActionPage({
  words,
  act,
  names,
  afterDone,
}: {
  words: {
    heading: string;
    prompt: string;
    action: string;
    working: string;
    done: string;
    missingToken: string;
  };
  /** Gets the query string of the link the person opened. */
  act: (link: string) => Promise<void>;
  /**
   * What the button will do, in words, read from the link before the button shows: the person confirms
   * what they read here, and nothing else.
   */
  names?: (link: string) => Promise<string>;
  /** Shown under the answer once the button has done its work. */
  afterDone?: ReactNode;
}) {
  const [chosen, setState] = useState<State>('ready');
  const [named, setNamed] = useState<string | null>(null);
  // The address as the browser has it; null while rendering on the server and hydrating.
  const search = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => null,
  );
  const link = search === null ? null : linkIn(search);
  const state: State = chosen === 'ready' && search !== null && !link ? 'missing' : chosen;
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!names || !link) return;
    let current = true;
    names(link).then(
      (words) => current && setNamed(words),
      (error: unknown) =>
        current && setState({ failed: isDataError(error) ? error.message : SUBSCRIPTION_PAGES.failed }),
    );
    return () => {
      current = false;
    };
  }, [names, link]);
  const waiting = names !== undefined && named === null;
  useEffect(() => {
    // The button is gone once the answer arrives: the keyboard continues from the answer.
    if (state === 'done' || typeof state === 'object') message.current?.focus();
  }, [state]);

  const run = async () => {
    if (!link) return;
    setState('working');
    try {
      await act(link);
      setState('done');
    } catch (error) {
      setState({ failed: isDataError(error) ? error.message : SUBSCRIPTION_PAGES.failed });
    }
  };

  const text =
    state === 'ready'
      ? words.prompt
      : state === 'working'
        ? words.working
        : state === 'done'
          ? words.done
          : state === 'missing'
            ? words.missingToken
            : state.failed;
  return (
    <main id="main">
      <PageHeader title={words.heading} />
      <div className="container py-5">
        {/* Room for the tallest of its states, so the page below does not move as one follows another. */}
        <div className={names ? 'token-action token-action--named' : 'token-action'}>
          <p
            ref={message}
            tabIndex={-1}
            role="status"
            className={
              state === 'done'
                ? 'alert alert-success'
                : typeof state === 'object'
                  ? 'alert alert-warning'
                  : ''
            }
          >
            {text}
          </p>
          {named !== null && state !== 'done' && <p className="lead">{named}</p>}
          {state === 'done' && afterDone}
          {(state === 'ready' || state === 'working') && !waiting && (
            <p>
              <button
                type="button"
                className="btn btn-primary btn-lg"
                aria-disabled={state === 'working'}
                onClick={() => void (state === 'ready' && run())}
              >
                {words.action}
              </button>
            </p>
          )}
        </div>
        <p>
          <Link to={PATHS.home}>{SUBSCRIPTION_PAGES.home}</Link>
        </p>
      </div>
    </main>
  );
}
