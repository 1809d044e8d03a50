import type { ShowArt } from '../content/pictures';
import { NARROW_BANNER_MAX_WIDTH, NARROW_BANNER_QUERY } from './layout-thresholds';
import { PictureImage } from './picture-image';
import { useImagePreloads, type ImagePreload } from './use-page-meta';

const WIDE_QUERY = `(min-width: ${NARROW_BANNER_MAX_WIDTH + 1}px)`;
const typeOf = (src: string) => (src.endsWith('.webp') ? 'image/webp' : undefined);

/**
 * What the head preloads for a banner: exactly the file the `<picture>` below will pick, at each width
 * (the narrow portrait file where it swaps in; the banner at the width that fits otherwise).
 */
function bannerPreloads(art: ShowArt, narrow: boolean): ImagePreload[] {
  const { banner, bannerNarrow } = art;
  const wide: ImagePreload = {
    href: banner.src,
    srcSet: banner.srcSet,
    sizes: banner.sizes,
    type: typeOf(banner.src),
  };
  if (!narrow) return [wide];
  return [
    { href: bannerNarrow.src, media: NARROW_BANNER_QUERY, type: typeOf(bannerNarrow.src) },
    { ...wide, media: WIDE_QUERY },
  ];
}

interface BannerPictureProps {
  art: ShowArt;
  /** Phones (767 px and narrower) get the portrait picture. */
  narrow: boolean;
  className: string;
  decorative?: boolean;
  /** The page's largest paint: fetched first, and preloaded from the head of the server's HTML. */
  priority?: boolean;
  loading?: 'eager' | 'lazy';
  decoding?: 'sync' | 'async';
}

/** A show's banner picture, full width: the home banners, the show pages' banner. */
export function BannerPicture({
  art,
  narrow,
  className,
  decorative,
  priority,
  loading,
  decoding,
}: BannerPictureProps) {
  useImagePreloads(priority ? bannerPreloads(art, narrow) : null);
  return (
    <picture>
      {narrow && (
        <source
          media={NARROW_BANNER_QUERY}
          srcSet={art.bannerNarrow.srcSet}
          sizes={art.bannerNarrow.sizes}
          width={art.bannerNarrow.width}
          height={art.bannerNarrow.height}
        />
      )}
      <PictureImage
        className={className}
        picture={art.banner}
        decorative={decorative}
        priority={priority}
        loading={loading}
        decoding={decoding}
      />
    </picture>
  );
}
