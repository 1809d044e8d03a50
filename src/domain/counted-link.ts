// No zod here (unlike ./insights.ts): public pages' links import this, and it must not join their first load.
/**
 * The attributes that make a link counted when followed (src/app/count-visits.ts listens on the document):
 * a Book link, a calendar download or a share of one listing; or a calendar subscription, whose `listing`
 * is the feed's address (src/domain/feed-paths.ts).
 */
export const countedLink = (kind: 'book' | 'calendar' | 'share', listing: string) => ({
  'data-count': kind,
  'data-listing': listing,
});
