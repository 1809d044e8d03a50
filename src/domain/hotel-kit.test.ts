import { describe, expect, it } from 'vitest';
import { kitFileName } from './hotel-kit';

describe("a kit file's name as saved", () => {
  it('names the show as its page does, not by its key', () => {
    expect(kitFileName({ date: '2026-12-04', show: 'TheOverlookHotel' }, 'feed.png')).toBe(
      '2026-12-04-overlook-feed.png',
    );
    expect(kitFileName({ date: '2026-12-24', show: 'Scrooge' }, 'poster-a4.pdf')).toBe(
      '2026-12-24-scrooge-poster-a4.pdf',
    );
  });
});
