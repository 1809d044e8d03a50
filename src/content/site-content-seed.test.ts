import { describe, expect, it } from 'vitest';
import { BLOCK_IDS, SITE_BLOCKS } from '../domain/site-content/blocks';
import { SEED_CONTENT } from './site-content-seed';

// A new site starts from these words. A seed its own schema refuses would put words on the page that the
// manager could not save back unchanged: the first Save of that block would fail on text nobody typed.
describe('the Site content seed', () => {
  it.each(BLOCK_IDS)('block %s passes its own schema, unchanged by it', (id) => {
    const parsed = SITE_BLOCKS[id].safeParse(SEED_CONTENT[id]);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toEqual(SEED_CONTENT[id]);
  });
});
