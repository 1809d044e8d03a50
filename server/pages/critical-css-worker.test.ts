import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { aManualTimer } from '../testing/manual-timer';
import { startCriticalCss } from './critical-css';

/** The critical-CSS worker (Beasties in a thread) on a client build of one stylesheet, written by the test. */
let clientDir: string;
beforeAll(() => {
  clientDir = mkdtempSync(join(tmpdir(), 'critical-css-worker-'));
  mkdirSync(join(clientDir, 'assets'));
});
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const page = (sheet: string) =>
  `<!doctype html><html><head><link rel="stylesheet" href="/assets/${sheet}"></head>` +
  `<body><footer class="site-footer">Tom</footer></body></html>`;
const SHEET = '.site-footer{color:#123456}.unused{color:red}';

describe('the critical-CSS worker', () => {
  it('reads a stylesheet again for a later page when it could not be read before', async () => {
    const inline = startCriticalCss(clientDir);
    // Beasties says (from the worker) that it could not find the file, and sends the page without it.
    expect(await inline(page('late.css'))).not.toContain('<style>');
    writeFileSync(join(clientDir, 'assets/late.css'), SHEET);
    expect(await inline(page('late.css'))).toContain('<style>.site-footer{color:#123456}</style>');
  });

  it('still inlines the next page after one ran out of time in it', async () => {
    writeFileSync(join(clientDir, 'assets/site.css'), SHEET);
    const clock = aManualTimer();
    const inline = startCriticalCss(clientDir, { timer: clock.timer });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const late = inline(page('site.css'));
    clock.fireAll();
    expect(await late).toBe(page('site.css'));
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/took over \d+ ms/));
    logged.mockRestore();
    expect(await inline(page('site.css'))).toContain('<style>.site-footer{color:#123456}</style>');
  });
});
