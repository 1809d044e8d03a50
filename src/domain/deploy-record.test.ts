import { describe, expect, it } from 'vitest';
import type { BlockState } from './site-content/content-api';
import { blocksPublishedSince, parseDeployRecord } from './deploy-record';

const published = (block: BlockState['block'], at: string): BlockState => ({
  block,
  revision: 1,
  published: { version: 1, body: {}, by: 'manager@example.test', at },
  draft: null,
});

describe('the deploy record', () => {
  it('reads what the build wrote, and nothing else', () => {
    expect(parseDeployRecord({ builtAt: '2026-11-28T03:17:40.000Z' })).toEqual({
      builtAt: '2026-11-28T03:17:40.000Z',
    });
    expect(parseDeployRecord({ builtAt: 'yesterday' })).toBeNull();
    expect(parseDeployRecord('<!doctype html>')).toBeNull();
    expect(parseDeployRecord(null)).toBeNull();
  });

  it('names the blocks published after the deploy: they wait for the next one', () => {
    const record = { builtAt: '2026-11-28T03:17:40.000Z' };
    const blocks: BlockState[] = [
      published('about', '2026-11-28T09:00:00.000Z'),
      published('team', '2026-11-27T22:00:00.000Z'),
      { block: 'footer', revision: 0, published: null, draft: null },
    ];
    expect(blocksPublishedSince(record, blocks)).toEqual(['about']);
  });
});
