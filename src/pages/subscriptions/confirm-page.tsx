import { useCallback } from 'react';
import { PAGE_META } from '../../content/pages';
import { SUBSCRIPTION_PAGES } from '../../content/subscriptions';
import { useDataPort } from '../../data/data-port-context';
import { usePageMeta } from '../../ui/use-page-meta';
import { TokenActionPage } from './token-action-page';

/** The confirmation e-mail's link (double opt-in): the person confirms with a button on the page. */
export default function SubscriptionConfirmPage() {
  usePageMeta(PAGE_META.subscribeConfirm);
  const port = useDataPort();
  const act = useCallback((link: string) => port.confirmSubscription(link), [port]);
  return <TokenActionPage words={SUBSCRIPTION_PAGES.confirm} act={act} />;
}
