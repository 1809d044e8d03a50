/**
 * The size of a picture a link to the site shows when shared (Open Graph and Twitter cards): the art
 * pipeline's share pictures and an upload's share copy (docs/decisions/0033-pictures.md). Apart from
 * picture.ts, so that the public pages' heads name it without loading the schemas.
 */
export const SHARE_PICTURE_SIZE = { width: 1200, height: 630 } as const;
