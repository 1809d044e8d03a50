import { preload } from 'react-dom';
import type { Picture } from '../content/pictures';

interface PictureImageProps {
  picture: Picture;
  className?: string;
  /** Empty alt: the picture only decorates text beside it that already says what it shows. */
  decorative?: boolean;
  /** The page's largest paint: requested first and never lazy. */
  priority?: boolean;
  /** For the few places that know better than the defaults, e.g. the one card above the fold. */
  loading?: 'eager' | 'lazy';
  decoding?: 'sync' | 'async';
  onError?: () => void;
}

/**
 * A picture from content/pictures. Width and height always come from the picture so its space is
 * reserved and nothing jumps. Most pictures sit below the fold, so by default they load lazily and decode
 * off the main thread; a `priority` picture is the largest paint, so it is never lazy and asks to be fetched
 * first (its decoding is left to the browser unless the caller says otherwise).
 */
export function PictureImage({
  picture,
  className,
  decorative,
  priority,
  loading,
  decoding,
  onError,
}: PictureImageProps) {
  return (
    <img
      className={className}
      src={picture.src}
      srcSet={picture.srcSet}
      sizes={picture.sizes}
      alt={decorative ? '' : picture.alt}
      width={picture.width}
      height={picture.height}
      loading={loading ?? (priority ? undefined : 'lazy')}
      decoding={decoding ?? (priority ? undefined : 'async')}
      fetchPriority={priority ? 'high' : undefined}
      onError={onError}
    />
  );
}

/**
 * Asks for a `priority` picture before the component that shows it has rendered: for a page rendered in the
 * browser that knows its largest picture before its data has arrived. React adds the preload to the head once.
 */
export function preloadPicture(picture: Picture): void {
  preload(picture.src, {
    as: 'image',
    fetchPriority: 'high',
    ...(picture.srcSet ? { imageSrcSet: picture.srcSet } : {}),
    ...(picture.sizes ? { imageSizes: picture.sizes } : {}),
  });
}
