import type { PictureUse } from '../domain/site-content/picture-uses';
import { SITE_CONTENT_COPY } from './dashboard-site-content';

/** Where a picture is used, as a manager reads it: "Our team (live, version 2)". */
const placeOfUse = ({ block, version, live }: PictureUse) => {
  const name = SITE_CONTENT_COPY.blocks[block].name;
  if (version === null) return `${name} (draft)`;
  return live ? `${name} (live, version ${version})` : `${name} (version ${version})`;
};

/** The dashboard's Pictures section (docs/decisions/0033-pictures.md): the library of uploaded pictures. */
export const PICTURES_COPY = {
  intro:
    'Every picture uploaded for the site, newest first. Pictures are uploaded where a block uses them, in Site content (a team member’s photo, a show’s banner). A picture a block still uses cannot be deleted: its draft and every published version count, since any version can be brought back.',
  loading: 'Loading the pictures...',
  failed: (reason: string) => `The pictures could not be loaded. ${reason}`,
  none: 'No pictures uploaded yet.',
  list: 'Uploaded pictures',
  size: (width: number, height: number, files: number, bytes: number) =>
    `${width} × ${height} px, ${files} ${files === 1 ? 'size' : 'sizes'}, ${Math.round(bytes / 1024)} KB in all`,
  uploaded: (by: string, at: string) => `Uploaded by ${by}, ${at}`,
  usedBy: 'Used by',
  placeOfUse,
  unused: 'Not used by any block.',
  keep: 'It cannot be deleted while a block uses it: choose another picture there first.',
  /** The server's answer to a delete of a picture still in use (the button is not offered for one). */
  inUse: (uses: readonly PictureUse[]) =>
    `This picture is still used by ${uses.map(placeOfUse).join(', ')}. Choose another picture there first; an earlier version counts, since it can be restored.`,
  what: (alt: string) => `the picture “${alt}”`,
  erase: {
    erase: 'Delete',
    confirm: (what: string) => `Delete ${what} for good? Its files leave the site. This cannot be undone.`,
    yes: 'Yes, delete',
    cancel: 'Cancel',
    erasing: 'Deleting...',
    erased: (what: string) => `Deleted ${what}.`,
    failed: (reason: string) => `It was not deleted: ${reason}`,
  },
} as const;
