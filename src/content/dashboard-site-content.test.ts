import { describe, expect, it } from 'vitest';
import { SITE_CONTENT_COPY } from './dashboard-site-content';

describe('Site content limits', () => {
  it('names a list’s limits in plain English plurals', () => {
    expect(SITE_CONTENT_COPY.limits.items(1, 8, SITE_CONTENT_COPY.itemNames.starters ?? '')).toBe(
      '1 to 8 dishes',
    );
    expect(SITE_CONTENT_COPY.limits.items(1, 12, SITE_CONTENT_COPY.itemNames.members ?? '')).toBe(
      '1 to 12 people',
    );
    expect(SITE_CONTENT_COPY.limits.items(2, 6, SITE_CONTENT_COPY.itemNames.items ?? '')).toBe(
      '2 to 6 testimonials',
    );
  });
});
