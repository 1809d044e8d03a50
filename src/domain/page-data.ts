import type { RetentionPolicy } from './retention';
import type { ShowKey } from './shows';
import type { BlockId, SiteContent } from './site-content/blocks';
import type { Venue, VenueLookup } from './venue';

/**
 * Data the embedded server rendered into a page's HTML and embedded beside it (a JSON script, read by
 * src/main.tsx), so the first render in the browser shows the same thing without asking the API again.
 * A request-time route adds its own optional field here (see src/render/README.md); the browser reads it
 * through src/ui/page-data.tsx.
 */
export interface PageData {
  /** A show page's upcoming listings, as GET /api/venues?show= would answer. */
  listings?: Partial<Record<ShowKey, Venue[]>>;
  /** The home pages' Our shows carousel: the next dates it shows (src/domain/home-dates.ts). */
  homeDates?: Venue[];
  /** What's on: every show's upcoming listings. */
  allUpcoming?: Venue[];
  /** A date page (`key`: show/slug): what its address leads to, the show's upcoming dates, London's today. */
  datePage?: { key: string; lookup: VenueLookup; upcoming: Venue[]; today: string };
  /** The privacy statement: how long this deployment keeps records (its settings, not a guess). */
  retention?: RetentionPolicy;
  /**
   * Every published Site content block (embedded server): the pages show these instead of their seed. Kept
   * for the whole visit (never forgotten), so pages reached by links show what the first one did. A
   * manager's preview carries the drafts here instead.
   */
  content?: SiteContent;
  /**
   * A hosted build's pages only: the version of each block baked into `content` when the site was built.
   * The page asks for newer ones once it has loaded (src/ui/newer-site-content.ts); the embedded server
   * renders the live words into every page and leaves this out.
   */
  contentVersions?: Partial<Record<BlockId, number>>;
  /** A manager's preview (embedded server): the page shows the drafts in `content`, and says so. */
  preview?: true;
  /**
   * The embedded server cannot send e-mail (no SMTP_URL): no page offers a keep-in-touch form, in its HTML
   * or after hydration. Kept for the whole visit, like `content`: it is a fact of the server, not the page.
   */
  mailOff?: true;
}
