import { showArt, uploadedPicture } from '../../content/pictures';
import { SHOWS } from '../../content/shows';
import type { ShowKey } from '../../domain/shows';
import type { UploadedPicture } from '../../domain/site-content/picture';
import { BannerPicture } from '../../ui/banner-picture';

/**
 * The show's banner: its picture is the page's largest element, so it loads first (high priority, never
 * lazy), and phones get the narrower portrait file. A photo the company uploaded (its Site content block)
 * shows instead at every stored width, full width, preloaded the same way; it has no portrait file.
 */
export function ShowBanner({ show, photo }: { show: ShowKey; photo?: UploadedPicture | undefined }) {
  const { title, subtitle } = SHOWS[show].banner;
  const art = showArt(show);
  return (
    <header className="show-banner">
      <BannerPicture
        banner={photo ? uploadedPicture(photo, '100vw') : art.banner}
        narrowBanner={photo ? undefined : art.bannerNarrow}
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
