import type { Picture } from '../content/pictures';
import { NARROW_BANNER_MAX_WIDTH, NARROW_BANNER_QUERY } from './layout-thresholds';
import { PictureImage } from './picture-image';
import { useImagePreloads, type ImagePreload } from './use-page-meta';

const WIDE_QUERY = `(min-width: ${NARROW_BANNER_MAX_WIDTH + 1}px)`;
const typeOf = (src: string) => (src.endsWith('.webp') ? 'image/webp' : undefined);

/**
 * What the head preloads for a banner: exactly the file the `<picture>` below will pick, at each width
 * (the narrow portrait file where it swaps in; the banner at the width that fits otherwise).
 */
function bannerPreloads(banner: Picture, narrowBanner: Picture | undefined): ImagePreload[] {
  const wide: ImagePreload = {
    href: banner.src,
    srcSet: banner.srcSet,
    sizes: banner.sizes,
    type: typeOf(banner.src),
  };
  if (!narrowBanner) return [wide];
  return [
    { href: narrowBanner.src, media: NARROW_BANNER_QUERY, type: typeOf(narrowBanner.src) },
    { ...wide, media: WIDE_QUERY },
  ];
}

interface BannerPictureProps {
  /** A show's drawn banner (src/content/pictures.ts showArt) or a photo the company uploaded. */
  banner: Picture;
  /** The portrait picture phones (767 px and narrower) get instead, if there is one. */
  narrowBanner?: Picture;
  className: string;
  decorative?: boolean;
  /** The page's largest paint: fetched first, and preloaded from the head of the server's HTML. */
  priority?: boolean;
  loading?: 'eager' | 'lazy';
  decoding?: 'sync' | 'async';
}

/** A banner picture, full width: the home banners, the show pages' banner. */
export function BannerPicture({
  banner,
  narrowBanner,
  className,
  decorative,
  priority,
  loading,
  decoding,
}: BannerPictureProps) {
  useImagePreloads(priority ? bannerPreloads(banner, narrowBanner) : null);
  return (
    <picture>
      {narrowBanner && (
        <source
          media={NARROW_BANNER_QUERY}
          srcSet={narrowBanner.srcSet}
          sizes={narrowBanner.sizes}
          width={narrowBanner.width}
          height={narrowBanner.height}
        />
      )}
      <PictureImage
        className={className}
        picture={banner}
        decorative={decorative}
        priority={priority}
        loading={loading}
        decoding={decoding}
      />
    </picture>
  );
}
