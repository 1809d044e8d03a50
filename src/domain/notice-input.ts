import { z } from 'zod';
import { NOTICE_KINDS } from './notice-wait';

/** Which waiting notices Send now or Don't send acts on: one listing's notices of one kind. */
export const noticeGroupSchema = z.object({
  listingId: z.string().trim().min(1, 'Name the listing.').max(100),
  kind: z.enum(NOTICE_KINDS, { error: 'Not a kind of notice.' }),
});
export type NoticeGroup = z.output<typeof noticeGroupSchema>;
