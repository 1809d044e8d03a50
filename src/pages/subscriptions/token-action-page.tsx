import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { SUBSCRIPTION_PAGES } from '../../content/subscriptions';
import { isDataError } from '../../data/errors';
import { PATHS } from '../../domain/paths';
import { SUBSCRIPTION_TOKEN } from '../../domain/subscription';
import { PageHeader } from '../shared/page-header';

type State = 'working' | 'done' | 'missing' | { failed: string };
const MISSING = Symbol('no token in the address');

/**
 * A page opened from a link in one of our e-mails: it reads the token from the address after hydration (so
 * the prerendered HTML is the same for everyone) and acts once, then says what happened.
 */
export function TokenActionPage({
  words,
  act,
}: {
  words: { heading: string; working: string; done: string; missingToken: string };
  act: (token: string) => Promise<void>;
}) {
  const [state, setState] = useState<State>('working');
  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token') ?? '';
    const valid = SUBSCRIPTION_TOKEN.test(token);
    let live = true;
    (valid ? act(token) : Promise.reject(MISSING)).then(
      () => live && setState('done'),
      (error: unknown) => {
        if (!live) return;
        if (error === MISSING) setState('missing');
        else setState({ failed: isDataError(error) ? error.message : SUBSCRIPTION_PAGES.failed });
      },
    );
    return () => {
      live = false;
    };
  }, [act]);

  const message =
    state === 'working'
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
        <p
          role="status"
          className={
            state === 'done' ? 'alert alert-success' : typeof state === 'object' ? 'alert alert-warning' : ''
          }
        >
          {message}
        </p>
        <p>
          <Link to={PATHS.home}>{SUBSCRIPTION_PAGES.home}</Link>
        </p>
      </div>
    </main>
  );
}
