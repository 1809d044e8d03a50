/** What an upload is, read from its first bytes (a file's name and its declared type are not trusted). */
export type PictureKind = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic' | 'unknown';

// ISO base media files (AVIF, HEIC) name their brands in the `ftyp` box: https://www.iana.org/assignments/media-types/image/heic
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);

function ftypBrands(bytes: Buffer): string[] {
  if (bytes.length < 16 || bytes.toString('latin1', 4, 8) !== 'ftyp') return [];
  const size = Math.min(bytes.readUInt32BE(0), bytes.length);
  const brands = [bytes.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(bytes.toString('latin1', at, at + 4));
  return brands;
}

export function pictureKind(bytes: Buffer): PictureKind {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.toString('latin1', 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  const brands = ftypBrands(bytes);
  if (brands.some((brand) => brand === 'avif' || brand === 'avis')) return 'avif';
  if (brands.some((brand) => HEIC_BRANDS.has(brand) || brand === 'mif1' || brand === 'msf1')) return 'heic';
  return 'unknown';
}
