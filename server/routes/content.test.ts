import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ABOUT } from '../../src/content/about';
import type { BlockState, BlockVersion } from '../../src/domain/site-content/content-api';
import { restoreBackup } from '../db/backups';
import type { Renderer } from '../pages/renderer';
import { signedInSiteApp } from '../testing/site-app';
import { PREVIEW_MARK } from '../../src/content/preview-mark';
import { createTestApp } from '../testing/test-app';

const SITE = 'https://shows.example';
const s = signedInSiteApp(SITE);
const NEW_HEADING = 'Who we are, and why we cook';

type Method = 'GET' | 'PUT' | 'POST';
const call = (method: Method, url: string, payload?: object, cookie: string | null = s.cookie) =>
  s.t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const aboutState = async () =>
  (await call('GET', '/api/content'))
    .json<{ blocks: BlockState[] }>()
    .blocks.find((b) => b.block === 'about');
const saveAbout = (heading: string, basedOn: number) =>
  call('PUT', '/api/content/about', { body: { ...ABOUT, heading }, basedOn });
const aboutPage = async (url = '/about', cookie: string | null = null) =>
  s.t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const headingOf = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];

describe('Site content: who may read and write', () => {
  it('refuses a visitor with no session every read and write, and shows them no draft', async () => {
    expect((await saveAbout(NEW_HEADING, 0)).statusCode).toBe(200);
    for (const [method, url, payload] of [
      ['GET', '/api/content'],
      ['GET', '/api/content/about/versions'],
      ['PUT', '/api/content/about', { body: { ...ABOUT, heading: 'Hacked' }, basedOn: 1 }],
      ['POST', '/api/content/about/publish', { basedOn: 1 }],
      ['POST', '/api/content/about/restore', { version: 0, basedOn: 1 }],
    ] as const) {
      const response = await call(method, url, payload, null);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.body).not.toContain(NEW_HEADING);
    }
    const preview = await aboutPage('/about?preview');
    expect(headingOf(preview.body)).toBe(ABOUT.heading);
    expect(preview.body).not.toContain(NEW_HEADING);
    // Nor is a visitor told they see a preview: they see the published words.
    expect(preview.body).not.toContain(PREVIEW_MARK.title);
    expect((await aboutState())?.draft?.body).toMatchObject({ heading: NEW_HEADING });
  });
});

describe('Site content: draft, preview, publish, restore', () => {
  it('keeps a draft from visitors, previews it to the manager, publishes it at once and restores the seed', async () => {
    const saved = (await saveAbout(NEW_HEADING, 0)).json<BlockState>();
    expect(saved).toMatchObject({ revision: 1, published: null, draft: { by: 'manager@example.test' } });

    expect(headingOf((await aboutPage()).body)).toBe(ABOUT.heading);
    const preview = await aboutPage('/about?preview', s.cookie);
    expect(headingOf(preview.body)).toBe(NEW_HEADING);
    // Marked across the top, so the manager never takes it for the live page.
    expect(preview.body).toContain(PREVIEW_MARK.title);
    expect((await aboutPage()).body).not.toContain(PREVIEW_MARK.title);
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.headers['x-robots-tag']).toBe('noindex');

    const published = await call('POST', '/api/content/about/publish', { basedOn: 1 });
    expect(published.json<BlockState>()).toMatchObject({ draft: null, published: { version: 1 } });
    for (const path of ['/about', '/About'])
      expect(headingOf((await aboutPage(path)).body)).toBe(NEW_HEADING);
    // Every page carries the published blocks, so a page reached by a link in the browser shows them too.
    expect((await aboutPage('/team')).body).toContain(NEW_HEADING);
    expect((await aboutPage('/titanic')).body).toContain(NEW_HEADING);

    const versions = (await call('GET', '/api/content/about/versions')).json<BlockVersion[]>();
    expect(versions.map((v) => [v.version, v.by])).toEqual([
      [1, 'manager@example.test'],
      [0, ''],
    ]);
    const restored = await call('POST', '/api/content/about/restore', { version: 0, basedOn: 2 });
    expect(restored.json<BlockState>()).toMatchObject({ published: { version: 2 } });
    expect(headingOf((await aboutPage()).body)).toBe(ABOUT.heading);
    const after = (await call('GET', '/api/content/about/versions')).json<BlockVersion[]>();
    expect(after[0]).toMatchObject({ version: 2, restoredFrom: 0, by: 'manager@example.test' });
  });

  it('shows a publish on its page even while a render of the page from before it is still going', async () => {
    // Each render of /about waits until the test lets it go, in the order they were asked for.
    const held: (() => void)[] = [];
    const { entry } = s.renderer;
    const holding: Renderer = {
      ...s.renderer,
      entry: {
        ...entry,
        renderPage: async (input) => {
          if (input.url === '/about') await new Promise<void>((go) => held.push(go));
          return entry.renderPage(input);
        },
      },
    };
    await s.restart({ renderer: holding });
    await saveAbout('Our first words', 0);
    expect((await call('POST', '/api/content/about/publish', { basedOn: 1 })).statusCode).toBe(200);

    // A visitor's page is being rendered with those words when the manager publishes new ones.
    const before = aboutPage();
    await expect.poll(() => held.length).toBe(1);
    await saveAbout(NEW_HEADING, 2);
    expect((await call('POST', '/api/content/about/publish', { basedOn: 3 })).statusCode).toBe(200);
    const after = aboutPage();
    await expect.poll(() => held.length).toBe(2);
    while (held.length > 0) held.shift()?.();

    expect(headingOf((await before).body)).toBe('Our first words');
    expect(headingOf((await after).body)).toBe(NEW_HEADING);
    // The page kept is the one with the new words, not the render that finished with the old.
    expect(headingOf((await aboutPage()).body)).toBe(NEW_HEADING);
    expect(held).toHaveLength(0);
  });

  it('refuses a save based on an older revision, and writes nothing', async () => {
    expect((await saveAbout('First manager', 0)).statusCode).toBe(200);
    const second = await saveAbout('Second manager', 0);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: { code: 'changed' } });
    expect((await aboutState())?.draft?.body).toMatchObject({ heading: 'First manager' });
    const stale = await call('POST', '/api/content/about/publish', { basedOn: 0 });
    expect(stale.statusCode).toBe(409);
    expect(headingOf((await aboutPage()).body)).toBe(ABOUT.heading);
  });

  it("refuses a restore based on an older revision, keeping another manager's saved draft", async () => {
    expect((await saveAbout('Live words', 0)).statusCode).toBe(200);
    expect((await call('POST', '/api/content/about/publish', { basedOn: 1 })).statusCode).toBe(200);
    expect((await saveAbout('Their draft', 2)).statusCode).toBe(200);

    const stale = await call('POST', '/api/content/about/restore', { version: 0, basedOn: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: { code: 'changed' } });
    expect(await aboutState()).toMatchObject({ revision: 3, draft: { body: { heading: 'Their draft' } } });
    expect(headingOf((await aboutPage()).body)).toBe('Live words');
    const unsent = await call('POST', '/api/content/about/restore', { version: 0 });
    expect(unsent.statusCode).toBe(400);
  });

  it('refuses a block that does not fit its schema, naming the field, and writes nothing', async () => {
    const response = await saveAbout('x'.repeat(81), 0);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ error: { fields: object } }>().error.fields)).toEqual(['heading']);
    expect(await aboutState()).toMatchObject({ revision: 0, draft: null });
    expect((await call('PUT', '/api/content/menus', { body: {}, basedOn: 0 })).statusCode).toBe(404);
  });

  it('keeps published content in backups: a restored backup serves it from its first request', async () => {
    await saveAbout(NEW_HEADING, 0);
    await call('POST', '/api/content/about/publish', { basedOn: 1 });
    const backup = await s.t.app.store.backup('manual', 3);
    const elsewhere = mkdtempSync(join(tmpdir(), 'site-restore-'));
    try {
      await restoreBackup(elsewhere, backup, 3);
      const restored = await createTestApp({
        dataDir: elsewhere,
        staticDir: s.staticDir,
        renderer: s.renderer,
        siteUrl: SITE,
      });
      const page = await restored.app.inject({ method: 'GET', url: '/about' });
      await restored.app.close();
      expect(headingOf(page.body)).toBe(NEW_HEADING);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});
