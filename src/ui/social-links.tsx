import facebookSvg from 'bootstrap-icons/icons/facebook.svg?raw';
import instagramSvg from 'bootstrap-icons/icons/instagram.svg?raw';
import twitterXSvg from 'bootstrap-icons/icons/twitter-x.svg?raw';
import youtubeSvg from 'bootstrap-icons/icons/youtube.svg?raw';
import { companyPageOn, type SocialNetwork } from '../domain/social-pages';
import { useCompanyDetails } from './use-company-details';
import { SvgIcon } from './svg-icon';

const NETWORKS: readonly { key: SocialNetwork; name: string; svg: string }[] = [
  { key: 'facebook', name: 'Facebook', svg: facebookSvg },
  { key: 'instagram', name: 'Instagram', svg: instagramSvg },
  { key: 'twitter', name: 'X (Twitter)', svg: twitterXSvg },
  { key: 'youtube', name: 'YouTube', svg: youtubeSvg },
];

/**
 * The networks the company gives an address for (its Site content block), in the footer's order; `own` when
 * it is the company's page there, not the network's home page (the seed's, until the company gives its own).
 * `ownOnly`: those alone.
 */
export function useSocialPages({ ownOnly = false }: { ownOnly?: boolean } = {}) {
  const company = useCompanyDetails();
  return NETWORKS.flatMap((network) => {
    const href = company.social[network.key];
    const own = companyPageOn(network.key, company.social) !== null;
    return href && (own || !ownOnly) ? [{ ...network, href, own }] : [];
  });
}

/**
 * The company's social pages: icon links, each named for screen readers (a network's home page by the
 * network's name alone: it is not the company's page); `labelled`, large buttons that name the network, for
 * the company's own pages only (the next-dates page, opened from those networks' bios: a bio's visitor is on
 * the network already). Nothing when none is given.
 */
export function SocialLinks({ labelled = false }: { labelled?: boolean }) {
  const company = useCompanyDetails();
  const networks = useSocialPages({ ownOnly: labelled });
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
              <span className="visually-hidden">
                {network.own ? `${company.name} on ${network.name}` : network.name}
              </span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
