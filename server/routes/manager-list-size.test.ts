import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../../src/domain/paging';
import { seedContactMessages } from '../db/seed-contact-messages';
import { createTestApp, type TestApp } from '../testing/test-app';

// Visitors can grow the list of contact messages; the manager's dashboard must not get slower or heavier
// with it. How quick the first page is, is measured by scripts/bench/manager-list.ts (a timing here would
// fail on a busy machine); this checks what that speed rests on: one bounded page, whatever the total.
const STORED = 10_000;
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  seedContactMessages(t.dataDir, STORED);
  cookie = await t.signIn();
}, 60_000);
afterAll(() => t.close());

describe(`the manager's contact messages with ${STORED.toLocaleString('en-GB')} stored`, () => {
  it('answers the first page with one page of the newest, the total and a cursor, in under 200 KB', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/contact-messages', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(200 * 1024);
    const page = response.json() as { items: { name: string }[]; total: number; nextCursor: string | null };
    expect(page.items).toHaveLength(PAGE_SIZE);
    expect(page.items[0]?.name).toMatch(/^Visitor 0 /);
    expect(page.total).toBe(STORED);
    expect(page.nextCursor).toEqual(expect.any(String));
  });

  it('never sends more than the largest page, even when asked for everything', async () => {
    const all = await t.app.inject({
      method: 'GET',
      url: `/api/contact-messages?limit=${STORED}`,
      headers: { cookie },
    });
    expect(all.statusCode).toBe(400);
  });
});
