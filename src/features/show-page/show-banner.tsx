import { showArt } from '../../content/pictures';
import { SHOWS } from '../../content/shows';
import type { ShowKey } from '../../domain/shows';
import { PictureImage } from '../../ui/picture-image';

/**
 * The show's banner: its picture is the page's largest element, so it loads first (high priority, never
 * lazy), and phones get the narrower portrait file.
 */
export function ShowBanner({ show }: { show: ShowKey }) {
  const { banner, bannerNarrow } = showArt(show);
  const { title, subtitle } = SHOWS[show].banner;
  return (
    <header className="show-banner">
      <picture>
        <source
          media="(max-width: 767px)"
          srcSet={bannerNarrow.src}
          width={bannerNarrow.width}
          height={bannerNarrow.height}
        />
        <PictureImage className="show-banner__image" picture={banner} priority decoding="async" />
      </picture>
      <div className="show-banner__text container">
        <h1 className="show-banner__title">{title}</h1>
        <p className="show-banner__subtitle">{subtitle}</p>
      </div>
    </header>
  );
}
