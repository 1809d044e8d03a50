import facebookSvg from 'bootstrap-icons/icons/facebook.svg?raw';
import instagramSvg from 'bootstrap-icons/icons/instagram.svg?raw';
import twitterXSvg from 'bootstrap-icons/icons/twitter-x.svg?raw';
import youtubeSvg from 'bootstrap-icons/icons/youtube.svg?raw';
import { COMPANY } from '../content/company';
import { useCompanyDetails } from './use-company-details';
import { SvgIcon } from './svg-icon';

const NETWORKS = [
  { name: 'Facebook', href: COMPANY.social.facebook, svg: facebookSvg },
  { name: 'Instagram', href: COMPANY.social.instagram, svg: instagramSvg },
  { name: 'X (Twitter)', href: COMPANY.social.twitter, svg: twitterXSvg },
  { name: 'YouTube', href: COMPANY.social.youtube, svg: youtubeSvg },
] as const;

/**
 * The company's social pages: icon links, each named for screen readers; `labelled`, large buttons that
 * name the network (the next-dates page, opened from those networks' bios).
 */
export function SocialLinks({ labelled = false }: { labelled?: boolean }) {
  const company = useCompanyDetails();
  return (
    <ul className={labelled ? 'social-links social-links--labelled' : 'social-links'}>
      {NETWORKS.map((network) => (
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
