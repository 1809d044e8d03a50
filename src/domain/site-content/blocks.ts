import { z } from 'zod';
import { SHOW_KEYS, SHOW_NAMES } from '../shows';
import { SHOW_PATHS } from '../paths';
import { isPageOn, NETWORK_HOME_PAGES, type SocialNetwork } from '../social-pages';
import { safeHttpUrl } from '../url';
import { TEAM_MEMBER_IDS } from '../team-portraits';
import { pictureSchema, sharePictureSchema } from './picture';
import { onTheNightSchema } from './on-the-night';

/**
 * The blocks of the site the company edits itself (issue 21, docs/decisions/0029-site-content-blocks.md):
 * one zod schema each, which the dashboard's form is generated from (limits included), the server checks
 * every draft with, and whose output type the pages render.
 */

/** One line: a heading, a name, a button's words. */
const line = (max: number) => z.string().trim().min(1).max(max);
/** A paragraph or a quote. */
const text = (max: number) => z.string().trim().min(1).max(max);

/** A page of headed sections (About, Our chefs). */
const sections = z
  .array(z.object({ heading: line(80), paragraphs: z.array(text(1200)).min(1).max(6) }))
  .min(1)
  .max(8);

export const aboutSchema = z.object({
  heading: line(80),
  lead: text(400),
  sections,
  showsHeading: line(80),
  allShows: line(40),
  hostLink: line(60),
});

export const chefsSchema = z.object({
  heading: line(80),
  lead: text(400),
  sections,
  menusLink: line(60),
});

export const teamSchema = z.object({
  heading: line(80),
  intro: text(400),
  teamHeading: line(80),
  members: z
    .array(
      z.object({
        /** The site's own illustrated portrait, shown while no photo is uploaded. */
        portrait: z.enum(TEAM_MEMBER_IDS),
        /** An uploaded photo (with its alt text), shown instead of the portrait. */
        photo: pictureSchema.optional(),
        name: line(80),
        role: line(80),
        bio: z.array(text(1200)).min(1).max(4),
      }),
    )
    .min(1)
    .max(12),
});

export const testimonialsSchema = z.object({
  heading: line(80),
  items: z
    .array(z.object({ quote: text(400), name: line(80), show: line(80) }))
    .min(1)
    .max(12),
});

export const experiencesSchema = z.object({
  heading: line(80),
  lead: text(400),
  shows: z
    .array(z.object({ show: z.enum(SHOW_KEYS), title: line(80), summary: text(300) }))
    .min(1)
    .max(8),
});

/** An address on the network's own site, or empty (no link). One line in the form: 100 characters at most. */
const socialPage = (network: SocialNetwork, example: string) =>
  z
    .string()
    .trim()
    .max(100)
    .refine(
      (address) => address === '' || isPageOn(network, address),
      `Give the company’s page on this network, starting https, like ${example}; or leave it empty for no link`,
    );

/**
 * The company's details (every page: top bar, side panel, footer, contact page, the home page's JSON-LD;
 * the server's e-mails). The phone number is the one people ring: it must have digits to dial.
 */
export const companySchema = z.object({
  name: line(80),
  phone: line(40).regex(/\d/, 'Give the number with its digits, like 01792 000 123'),
  email: z.email('Give an e-mail address, like hello@example.co.uk').max(100),
  /** The postal address, a line each: the first is the street, the last the postcode. */
  address: z.array(line(80)).min(2).max(5),
  /** The town the address is in (search engines read it). */
  locality: line(60),
  /** When the office answers, in full (footer, contact page) and short (the top bar). */
  hours: line(80),
  hoursShort: line(40),
  closed: line(80),
  /**
   * The company's page on each network, linked from the footer and /next; empty for no link. A block saved
   * before the field existed reads as the networks' home pages, which the site linked to until then.
   */
  social: z
    .object({
      facebook: socialPage('facebook', 'https://www.facebook.com/yourcompany'),
      instagram: socialPage('instagram', 'https://www.instagram.com/yourcompany'),
      twitter: socialPage('twitter', 'https://x.com/yourcompany'),
      youtube: socialPage('youtube', 'https://www.youtube.com/@yourcompany'),
    })
    .default(NETWORK_HOME_PAGES),
});

/** A sample menu's diet marks (src/content/menu-labels.ts has their words). */
export const DIETS = ['standard', 'vegetarian', 'vegan'] as const;
/**
 * Whether the kitchen says a dish is gluten free: marked only when the manager says so (a dish saved before
 * the mark existed is not marked), never guessed from its name.
 */
export const GLUTEN_MARKS = ['not-marked', 'gluten-free'] as const;
const dishes = z
  .array(
    z.object({
      name: line(80),
      description: text(300),
      diet: z.enum(DIETS),
      gluten: z.enum(GLUTEN_MARKS).default('not-marked'),
    }),
  )
  .min(1)
  .max(8);

/**
 * One show's own words on its show page and menu page: the Information tabs and the sample menu. One block
 * per show, so a show page carries only its own show's words, a save of one show's menu never conflicts with
 * another show's, and each keeps its own versions. What holds for every show (the dress code being a
 * recommendation, the menu being a sample) is said by the page, not the block.
 */
export const showDetailsSchema = z.object({
  /** A photo shown full width at the top of the show page instead of the drawn banner; none as built. */
  banner: pictureSchema.optional(),
  /**
   * The picture a link to the show page (and its date pages) shows when shared, its 1200x630 copy; none: the
   * show's built share picture (src/content/share-pictures.ts).
   */
  share: sharePictureSchema.optional(),
  event: z.array(text(1200)).min(1).max(4),
  eventPoints: z.array(line(100)).max(8),
  dressCode: z.array(text(1200)).min(1).max(4),
  warnings: z.array(text(1200)).min(1).max(4),
  warningPoints: z.array(line(100)).max(8),
  menuTab: text(400),
  menuIntro: text(300),
  starters: dishes,
  mains: dishes,
  desserts: dishes,
});

/**
 * The footer's own words on every page (the company's details in it are the company block's): the line under
 * the logo, the headings and lines of its Get in touch, Follow us and newsletter parts, and the credits.
 */
export const footerSchema = z.object({
  tagline: line(100),
  contactHeading: line(60),
  followHeading: line(60),
  followText: text(300),
  newsletterHeading: line(60),
  newsletterText: text(300),
  craftedBy: line(80),
  design: line(80),
});

/** A show's Coming soon card: its line, and where its Book button goes (empty: not on sale yet). */
const comingSoonCard = z.object({
  note: text(200),
  bookingUrl: z
    .string()
    .trim()
    .max(300)
    .refine(
      (url) => url === '' || safeHttpUrl(url) !== null,
      'Give the ticket seller’s web address, starting https://, or leave it empty while tickets are not on sale',
    ),
});

/**
 * The Coming soon card, last in every show page's list of dates: its heading, and each show's line and Book
 * link. The year it announces follows the calendar (src/domain/seasons.ts), so it never shows a year gone by.
 */
export const comingSoonSchema = z.object({
  heading: line(40),
  Titanic: comingSoonCard,
  JFK: comingSoonCard,
  TheOverlookHotel: comingSoonCard,
  Scrooge: comingSoonCard,
});

/**
 * The home page's banner: its slides in order, each a show's title, line and button (to the show's dates on
 * What's on), and a photo the company uploaded, shown instead of the show's drawn picture.
 */
export const homeBannerSchema = z.object({
  slides: z
    .array(
      z.object({
        /** Whose dates the button leads to, and whose drawn picture shows while no photo is chosen. */
        show: z.enum(SHOW_KEYS),
        title: line(80),
        tagline: text(200),
        button: line(40),
        picture: pictureSchema.optional(),
      }),
    )
    .min(1)
    .max(6),
});

/**
 * "Host a show" (/eventContact, above the enquiry): how hosting works and what each show needs from the room
 * (space, covers, power, running order), then the hotels hosting dates and the form. The page's heading stays
 * the spec's question unless the company publishes its own.
 */
export const hostingSchema = z.object({
  heading: line(80),
  lead: text(400),
  sections,
  hostedHeading: line(80),
  hostedIntro: text(300),
  formHeading: line(80),
});

export const SITE_BLOCKS = {
  company: companySchema,
  footer: footerSchema,
  about: aboutSchema,
  team: teamSchema,
  testimonials: testimonialsSchema,
  'home-banner': homeBannerSchema,
  chefs: chefsSchema,
  experiences: experiencesSchema,
  'show-titanic': showDetailsSchema,
  'show-jfk': showDetailsSchema,
  'show-overlook': showDetailsSchema,
  'show-scrooge': showDetailsSchema,
  'coming-soon': comingSoonSchema,
  'night-titanic': onTheNightSchema,
  'night-jfk': onTheNightSchema,
  'night-overlook': onTheNightSchema,
  'night-scrooge': onTheNightSchema,
  hosting: hostingSchema,
} as const;

export type BlockId = keyof typeof SITE_BLOCKS;
export const BLOCK_IDS = Object.keys(SITE_BLOCKS) as BlockId[];
export type BlockBody<B extends BlockId> = z.output<(typeof SITE_BLOCKS)[B]>;
export type CompanyDetails = BlockBody<'company'>;
export type FooterContent = BlockBody<'footer'>;
export type AboutContent = BlockBody<'about'>;
export type ShowDetailsContent = z.output<typeof showDetailsSchema>;
export type ChefsContent = BlockBody<'chefs'>;
export type TeamContent = BlockBody<'team'>;
export type TeamMember = TeamContent['members'][number];
export type TestimonialsContent = BlockBody<'testimonials'>;
export type ExperiencesContent = BlockBody<'experiences'>;
export type ComingSoonContent = BlockBody<'coming-soon'>;
export type HomeBannerContent = BlockBody<'home-banner'>;
export type HostingContent = BlockBody<'hosting'>;
export type HomeSlide = HomeBannerContent['slides'][number];
export type Testimonial = TestimonialsContent['items'][number];

/** The published blocks a page was rendered with (blocks never published are absent: the seed shows). */
export type SiteContent = { [B in BlockId]?: BlockBody<B> };

export const isBlockId = (value: string): value is BlockId => Object.hasOwn(SITE_BLOCKS, value);

/**
 * The pages each block shows on (route paths; the first is the one Preview opens).
 */
export const BLOCK_PAGES: { readonly [B in BlockId]: readonly string[] } = {
  company: ['/contact', '/'],
  footer: ['/'],
  about: ['/about'],
  team: ['/team'],
  testimonials: ['/', '/hometwo'],
  'home-banner': ['/'],
  chefs: ['/ourchefs'],
  experiences: ['/', '/hometwo', '/homethree'],
  'show-titanic': ['/titanic', '/Menuone', '/menu'],
  'show-jfk': ['/jfk', '/Menutwo', '/menu'],
  'show-overlook': ['/overlook', '/menuthree', '/menu'],
  'show-scrooge': ['/Scrooge', '/menufour', '/menu'],
  'coming-soon': ['/titanic', '/jfk', '/overlook', '/Scrooge'],
  // On the night shows on the show page and on each of its date pages (rendered per request).
  'night-titanic': ['/titanic'],
  'night-jfk': ['/jfk'],
  'night-overlook': ['/overlook'],
  'night-scrooge': ['/Scrooge'],
  hosting: ['/eventContact'],
};

/**
 * The pages Preview opens: a block's first page, named by nothing (one Preview), or for the Coming soon
 * cards, which differ by show, each show's page, named by its show (opening Titanic's showed no other card).
 */
export function previewPages(block: BlockId): readonly { path: string; name: string | null }[] {
  if (block !== 'coming-soon') return [{ path: BLOCK_PAGES[block][0] ?? '/', name: null }];
  return SHOW_KEYS.map((show) => ({ path: SHOW_PATHS[show], name: SHOW_NAMES[show] }));
}
