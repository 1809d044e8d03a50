import { useCallback } from 'react';
import { PAGE_META } from '../../content/pages';
import { SUBSCRIPTION_PAGES } from '../../content/subscriptions';
import { useDataPort } from '../../data/data-port-context';
import { usePageMeta } from '../../ui/use-page-meta';
import { TokenActionPage } from './token-action-page';

/** The unsubscribe link in every e-mail to a subscriber: one press of the page's button. */
export default function UnsubscribePage() {
  usePageMeta(PAGE_META.unsubscribe);
  const port = useDataPort();
  const act = useCallback((link: string) => port.unsubscribe(link), [port]);
  return <TokenActionPage words={SUBSCRIPTION_PAGES.unsubscribe} act={act} />;
}
