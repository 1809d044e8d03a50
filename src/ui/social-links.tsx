import facebookSvg from 'bootstrap-icons/icons/facebook.svg?raw';
import instagramSvg from 'bootstrap-icons/icons/instagram.svg?raw';
import twitterXSvg from 'bootstrap-icons/icons/twitter-x.svg?raw';
import youtubeSvg from 'bootstrap-icons/icons/youtube.svg?raw';
import type { SocialNetwork } from '../domain/social-pages';
import { useCompanyDetails } from './use-company-details';
import { SvgIcon } from './svg-icon';

const NETWORKS: readonly { key: SocialNetwork; name: string; svg: string }[] = [
  { key: 'facebook', name: 'Facebook', svg: facebookSvg },
  { key: 'instagram', name: 'Instagram', svg: instagramSvg },
  { key: 'twitter', name: 'X (Twitter)', svg: twitterXSvg },
  { key: 'youtube', name: 'YouTube', svg: youtubeSvg },
];

/** The networks the company gives a page for (its Site content block), in the footer's order. */
export function useSocialPages() {
  const company = useCompanyDetails();
  return NETWORKS.flatMap((network) =>
    company.social[network.key] ? [{ ...network, href: company.social[network.key] }] : [],
  );
}

/**
 * The company's social pages: icon links, each named for screen readers; `labelled`, large buttons that
 * name the network (the next-dates page, opened from those networks' bios). Nothing when none is given.
 */
export function SocialLinks({ labelled = false }: { labelled?: boolean }) {
  const company = useCompanyDetails();
  const networks = useSocialPages();
  if (networks.length === 0) return null;
  return (
    <ul className={labelled ? 'social-links social-links--labelled' : 'social-links'}>
      {networks.map((network) => (
        <li key={network.name}>
          <a href={network.href} className={labelled ? 'btn btn-outline-primary btn-lg' : undefined}>
            <SvgIcon svg={network.svg} />
            {labelled ? (
              <>
                {' '}
                {network.name}
                <span className="visually-hidden">{` (${company.name})`}</span>
              </>
            ) : (
              <span className="visually-hidden">{`${company.name} on ${network.name}`}</span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
