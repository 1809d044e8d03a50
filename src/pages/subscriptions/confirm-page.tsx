import { useCallback, useState } from 'react';
import { PAGE_META } from '../../content/pages';
import { SUBSCRIPTION_PAGES } from '../../content/subscriptions';
import { useDataPort } from '../../data/data-port-context';
import { seatsWords } from '../../domain/seats-back';
import type { OtherLinkRequest } from '../../domain/subscription';
import { usePageMeta } from '../../ui/use-page-meta';
import { OtherRequests } from './other-requests';
import { TokenActionPage } from './token-action-page';

type Asked = Pick<OtherLinkRequest, 'consent' | 'partySize'>;
const seats = ({ partySize }: Asked) => (partySize === null ? null : seatsWords(partySize));
/** What this link confirms, in words: what it asks, and for seats back the party size. */
const inWords = (asked: Asked) => SUBSCRIPTION_PAGES.confirm.asked(asked.consent, seats(asked));
/** Another request of the address, in words. */
const otherInWords = (asked: Asked) => SUBSCRIPTION_PAGES.confirm.others.request(asked.consent, seats(asked));

/**
 * The confirmation e-mail's link (double opt-in): the person confirms with a button on the page, then may
 * confirm the address's other requests still waiting (OtherRequests), each by its own press.
 */
export default function SubscriptionConfirmPage() {
  usePageMeta(PAGE_META.subscribeConfirm);
  const port = useDataPort();
  const [others, setOthers] = useState<readonly OtherLinkRequest[]>([]);
  const act = useCallback((link: string) => port.confirmSubscription(link), [port]);
  const names = useCallback(
    async (link: string) => {
      const asked = await port.readLinkRequest(link);
      setOthers(asked.others ?? []);
      return inWords(asked);
    },
    [port],
  );
  return (
    <TokenActionPage
      words={SUBSCRIPTION_PAGES.confirm}
      act={act}
      names={names}
      afterDone={<OtherRequests others={others} named={otherInWords} confirm={act} />}
    />
  );
}
