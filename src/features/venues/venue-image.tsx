import { useState } from 'react';
import type { Picture } from '../../content/pictures';

/**
 * A card picture that swaps once to `fallback` if its file fails to load. Cards sit below the banner, so
 * they load lazily; width and height reserve their space so nothing jumps.
 */
export function VenueImage({ picture, fallback }: { picture: Picture; fallback: Picture }) {
  const [failed, setFailed] = useState(false);
  const shown = failed ? fallback : picture;
  return (
    <img
      className="venue-card__image"
      src={shown.src}
      alt={shown.alt}
      width={shown.width}
      height={shown.height}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
