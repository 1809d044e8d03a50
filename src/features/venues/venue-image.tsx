import { useState } from 'react';
import type { Picture } from '../../content/pictures';
import { PictureImage } from '../../ui/picture-image';

/**
 * A card picture that swaps once to `fallback` if its file fails to load. Cards sit below the banner, so
 * they load lazily; width and height reserve their space so nothing jumps.
 */
export function VenueImage({ picture, fallback }: { picture: Picture; fallback: Picture }) {
  const [failed, setFailed] = useState(false);
  const shown = failed ? fallback : picture;
  return <PictureImage className="venue-card__image" picture={shown} onError={() => setFailed(true)} />;
}
