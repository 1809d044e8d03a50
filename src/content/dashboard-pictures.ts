import { PICTURE_REFUSALS, placeOfUse } from '../domain/site-content/picture-refusals';

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
  /** The answer to a delete of a picture still in use (the button is not offered for one). */
  inUse: PICTURE_REFUSALS.inUse,
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
