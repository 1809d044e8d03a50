import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';

let site: string;
let t: TestApp;
beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'site-dist-'));
  mkdirSync(join(site, 'assets'));
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>Shell</title>');
  writeFileSync(join(site, 'titanic.html'), '<!doctype html><title>Titanic, prerendered</title>');
  writeFileSync(join(site, 'assets', 'index-3f2a1b.js'), 'console.log(1)');
  writeFileSync(join(site, 'assets', 'index-3f2a1b.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(join(site, 'robots.txt'), 'User-agent: *');
  t = await createTestApp({ staticDir: site });
});
afterAll(async () => {
  await t.close();
  rmSync(site, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('a visitor form sent while its page was still loading, before the page loader could hold it', () => {
  // SubmissionForm posts to its own page (method="post", no action) if the browser sends it itself.
  const post = (url: string) =>
    t.app.inject({
      method: 'POST',
      url,
      // As the browser sends its own form: from the page, to the page.
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      payload: 'email=ann%40example.com&consent=on',
    });

  it('gets a page that says nothing was sent and how to send it, not a JSON 404', async () => {
    const response = await post('/whats-on?city=carlisle');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.body).toContain('<h1>Not sent yet</h1>');
    expect(response.body).toContain('nothing was sent');
    expect(response.body).toContain('<a href="/whats-on?city=carlisle">Open the page again</a>');
    expect(response.body).not.toContain('ann');
  });

  it('links back within the site only, and leaves the API and files to their 404s', async () => {
    expect((await post('//elsewhere.example/x')).body).toContain('<a href="/">');
    const api = await post('/api/no-such-route');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'not_found' } });
    expect((await post('/assets/index-3f2a1b.js')).statusCode).toBe(404);
  });
});

// A build without the server bundle (a bare `vite build`): server/pages/page-server.test.ts covers the full one.
describe('the built site, without its server bundle', () => {
  it('serves the home page uncached, so a deploy is seen at once', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Shell</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('caches hashed assets for a year', async () => {
    const response = await get('/assets/index-3f2a1b.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's brotli copy to browsers that accept it, and the plain file to others", async () => {
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/assets/index-3f2a1b.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');

    const plain = await get('/assets/index-3f2a1b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('answers any other page path with index.html (the browser router takes over)', async () => {
    for (const url of ['/dashboard', '/Scrooge', '/no/such/page?x=1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>Shell</title>');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves a prerendered page where the build made one', async () => {
    expect((await get('/titanic')).body).toContain('Titanic, prerendered');
  });

  it('answers a missing asset, picture or API route with 404, not the page', async () => {
    expect((await get('/assets/gone-123.js')).statusCode).toBe(404);
    expect((await get('/images/gone.webp')).statusCode).toBe(404);
    const api = await get('/api/nothing');
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('not_found');
  });

  it('serves other files as they are', async () => {
    const response = await get('/robots.txt');
    expect(response.body).toBe('User-agent: *');
  });
});

describe('without a build', () => {
  it('explains how to build, while the API keeps working', async () => {
    const bare = await createTestApp({ staticDir: join(site, 'missing') });
    const page = await bare.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('npm run build');
    expect((await bare.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await bare.close();
  });
});
