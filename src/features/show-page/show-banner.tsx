import { showArt } from '../../content/pictures';
import { SHOWS } from '../../content/shows';
import type { ShowKey } from '../../domain/shows';
import { BannerPicture } from '../../ui/banner-picture';

/**
 * The show's banner: its picture is the page's largest element, so it loads first (high priority, never
 * lazy), and phones get the narrower portrait file.
 */
export function ShowBanner({ show }: { show: ShowKey }) {
  const { title, subtitle } = SHOWS[show].banner;
  const art = showArt(show);
  return (
    <header className="show-banner">
      <BannerPicture
        banner={art.banner}
        narrowBanner={art.bannerNarrow}
        className="show-banner__image"
        priority
        decoding="async"
      />
      <div className="show-banner__text container">
        <h1 className="show-banner__title">{title}</h1>
        <p className="show-banner__subtitle">{subtitle}</p>
      </div>
    </header>
  );
}
