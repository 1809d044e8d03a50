import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { regexes } from 'zod';
import { MOST_COUNTS_A_REQUEST } from '../../src/data/firebase/count-writes';
import { PUBLIC_QUERY_LIMIT } from '../../src/data/firebase/venue-store';
import { CITY_KEYS, cityLabel } from '../../src/domain/cities';
import { HOSTING_SHOW_OPTIONS } from '../../src/domain/hosting-request';
import { FEED_PATHS } from '../../src/domain/feed-paths';
import { COUNTED_PAGE_KEYS } from '../../src/domain/insights-pages';
import { LIMITS } from '../../src/domain/limits';
import { SHOW_KEYS, SHOW_NAMES } from '../../src/domain/shows';
import { BLOCK_IDS } from '../../src/domain/site-content/blocks';
import { ALT_MAX, PICTURE_ID, PICTURE_WIDTHS } from '../../src/domain/site-content/picture';
import { consentText } from '../../src/domain/subscription';
import { AVAILABILITIES, LISTING_STATUSES } from '../../src/domain/listing-state';
import { PERFORMANCE_EXTRAS } from '../../src/domain/performance-extras';
import { NOTICE_KINDS } from '../../src/domain/notice-wait';

// firestore.rules cannot import TypeScript: this keeps its lists and caps in step with src/domain. (No
// emulator needed, so it runs everywhere.)
const rules = readFileSync('firestore.rules', 'utf8');
const quotedList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
const squash = (s: string) => s.replace(/\s+/g, ' ');

describe('firestore.rules agrees with the domain', () => {
  it('lists the same show keys, hosting options and city keys', () => {
    expect(rules).toContain(`v.showName in [${quotedList(SHOW_KEYS)}]`);
    expect(rules).toContain(`r.show in [${quotedList(HOSTING_SHOW_OPTIONS)}]`);
    expect(squash(rules)).toContain(`[ ${quotedList(CITY_KEYS)} ]`);
  });

  it("checks a picture record with the domain's id pattern, alt text length and number of files", () => {
    expect(rules).toContain(`id.matches('${PICTURE_ID.source.replace(/^\^|\$$/g, '')}')`);
    expect(rules).toContain(`request.resource.data.alt.size() <= ${ALT_MAX}`);
    expect(rules).toContain(`request.resource.data.variants.size() <= ${PICTURE_WIDTHS.length}`);
  });

  it("lists the same listing statuses and availabilities as the domain's", () => {
    expect(rules).toContain(`v.status in [${quotedList(LISTING_STATUSES)}]`);
    expect(rules).toContain(`v.availability in [${quotedList(AVAILABILITIES)}]`);
  });

  it('accepts a waiting e-mail of each kind a listing change sends, and no other', () => {
    expect(rules).toContain(`p.kind in [${quotedList(NOTICE_KINDS)}]`);
  });

  it("lists the same extras of a date as the domain's, and caps them at their number", () => {
    expect(rules).toContain(`v.extras.hasOnly([${quotedList(PERFORMANCE_EXTRAS)}])`);
    expect(rules).toContain(`v.extras.size() <= ${PERFORMANCE_EXTRAS.length}`);
  });

  it('lets visitors count a subscription to each calendar feed there is, and no other address', () => {
    expect(squash(rules)).toContain(
      `function CALENDAR_FEEDS() { return [ ${quotedList([...FEED_PATHS])} ]; }`,
    );
  });

  it('lets managers write the Site content blocks there are, and no others', () => {
    expect(squash(rules)).toContain(`function CONTENT_BLOCKS() { return [${quotedList(BLOCK_IDS)}]; }`);
  });

  it('lets visitors count the pages Insights counts, and no others', () => {
    expect(squash(rules)).toContain(
      `function COUNTED_PAGES() { return [ ${quotedList(COUNTED_PAGE_KEYS)} ]; }`,
    );
  });

  it('lets one counting request add to as many counts as the site sends for one page view', () => {
    expect(rules).toContain(`request.resource.data.ids.size() <= ${MOST_COUNTS_A_REQUEST}`);
  });

  it.each([
    ['v.hotelName', LIMITS.hotelName],
    ['v.hotelLocation', LIMITS.hotelLocation],
    ['v.hotelLink', LIMITS.url],
    ['r.venueName', LIMITS.name],
    ['r.venueLink', LIMITS.url],
    ['r.venueMessage', LIMITS.message],
    ['m.name', LIMITS.name],
    ['m.message', LIMITS.message],
  ])('caps %s at %i characters', (field, cap) => {
    expect(rules).toMatch(new RegExp(`Text\\(${field.replace('.', '\\.')}, ${cap}\\)`));
  });

  it("writes the consent sentence with the app's show names and city labels", () => {
    for (const show of SHOW_KEYS) expect(rules).toContain(`'${show}': '${SHOW_NAMES[show]}'`);
    for (const city of CITY_KEYS) {
      if (cityLabel(city) !== city) expect(rules).toContain(`'${city}': '${cityLabel(city)}'`);
    }
    // The fixed words around them, as src/domain/subscription.ts's consentText writes them.
    const [before, after] = consentText('JFK', 'York').split('JFK has a new date in York');
    expect(squash(rules)).toContain(`c.text == '${before}'`);
    expect(squash(rules)).toContain(`+ '${after}'`);
    expect(consentText(null, null)).toContain(
      'any of our shows has a new date, and if such a date is cancelled',
    );
  });

  it('caps e-mail addresses and phone numbers as the forms do', () => {
    expect(rules).toContain(`isText(value, ${LIMITS.email}) && value.matches(`);
    expect(rules).toContain(`isText(value, ${LIMITS.phone}) && value.matches(`);
  });

  it("caps a visitor's listing queries at the limit the app's public queries ask for", () => {
    expect(rules).toContain(`request.query.limit is int && request.query.limit <= ${PUBLIC_QUERY_LIMIT})`);
  });

  it("checks e-mail addresses with the app's own pattern (zod's, which emailField uses)", () => {
    // Written for the rules with plain groups and no anchors (matches() is whole-string).
    const app = regexes.email.source
      .replace(/^\^|\$$/g, '')
      .replaceAll('(?:', '(')
      .replaceAll('\\-', '-');
    const inRules = /function isEmail\(value\) \{[^"]*"([^"]+)"/.exec(rules)?.[1]?.replaceAll('\\\\', '\\');
    expect(inRules).toBe(app);
  });
});
