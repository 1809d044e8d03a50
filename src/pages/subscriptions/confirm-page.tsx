import { useCallback } from 'react';
import { PAGE_META } from '../../content/pages';
import { SUBSCRIPTION_PAGES } from '../../content/subscriptions';
import { useDataPort } from '../../data/data-port-context';
import { seatsWords } from '../../domain/seats-back';
import { usePageMeta } from '../../ui/use-page-meta';
import { TokenActionPage } from './token-action-page';

/** The confirmation e-mail's link (double opt-in): the person confirms with a button on the page. */
export default function SubscriptionConfirmPage() {
  usePageMeta(PAGE_META.subscribeConfirm);
  const port = useDataPort();
  const act = useCallback((link: string) => port.confirmSubscription(link), [port]);
  const names = useCallback(
    async (link: string) => {
      const { consent, partySize } = await port.readLinkRequest(link);
      return SUBSCRIPTION_PAGES.confirm.asked(consent, partySize === null ? null : seatsWords(partySize));
    },
    [port],
  );
  return <TokenActionPage words={SUBSCRIPTION_PAGES.confirm} act={act} names={names} />;
}
