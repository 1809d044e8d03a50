import { z } from 'zod';
import { TEAM_MEMBER_IDS } from '../team-portraits';
import { pictureSchema } from './picture';

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

export const SITE_BLOCKS = {
  about: aboutSchema,
  team: teamSchema,
  testimonials: testimonialsSchema,
  chefs: chefsSchema,
} as const;

export type BlockId = keyof typeof SITE_BLOCKS;
export const BLOCK_IDS = Object.keys(SITE_BLOCKS) as BlockId[];
export type BlockBody<B extends BlockId> = z.output<(typeof SITE_BLOCKS)[B]>;
export type AboutContent = BlockBody<'about'>;
export type ChefsContent = BlockBody<'chefs'>;
export type TeamContent = BlockBody<'team'>;
export type TeamMember = TeamContent['members'][number];
export type TestimonialsContent = BlockBody<'testimonials'>;
export type Testimonial = TestimonialsContent['items'][number];

/** The published blocks a page was rendered with (blocks never published are absent: the seed shows). */
export type SiteContent = { [B in BlockId]?: BlockBody<B> };

export const isBlockId = (value: string): value is BlockId => Object.hasOwn(SITE_BLOCKS, value);
