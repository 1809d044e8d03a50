import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { aManualTimer } from '../testing/manual-timer';
import { limitCriticalCss, type CriticalCssJob, type InlinedPage } from './critical-css-limits';

/** The limits on the critical-CSS step, around a stand-in for Beasties whose answers the test gives. */
const PAGE = '<html><head><link rel="stylesheet" href="/assets/site.css"></head><body>Titanic</body></html>';
const INLINED: InlinedPage = {
  html: PAGE.replace('<head>', '<head><style>body{color:red}</style>'),
  styleHashes: ["'sha256-of-body{color:red}'"],
  missedCriticalCss: false,
};
/** What the server sends when it cannot wait: the page as rendered, no inline style to allow, tried again. */
const AS_RENDERED: InlinedPage = { html: PAGE, styleHashes: [], missedCriticalCss: true };

function aJobThatWaits() {
  const answers: ((page: InlinedPage) => void)[] = [];
  const aborted: boolean[] = [];
  const job: CriticalCssJob = (_html, signal) =>
    new Promise((done) => {
      const at = answers.push(done) - 1;
      aborted[at] = false;
      signal.addEventListener('abort', () => (aborted[at] = true));
    });
  return { job, answers, aborted };
}

let logged: MockInstance<typeof console.error>;
const errors = () => logged.mock.calls.map((call) => String(call[0]));
afterEach(() => logged.mockRestore());
const spyOnErrors = () => (logged = vi.spyOn(console, 'error').mockImplementation(() => {}));

describe('the critical-CSS step’s limits', () => {
  it('sends a page Beasties never answers as rendered once its deadline passes, and says why', async () => {
    spyOnErrors();
    const clock = aManualTimer();
    const { job, aborted } = aJobThatWaits();
    const page = limitCriticalCss(job, { deadlineMs: 3000, timer: clock.timer })(PAGE);
    expect(clock.pending()).toEqual([3000]);
    clock.fireAll();
    await expect(page).resolves.toEqual(AS_RENDERED);
    // The job is told, so the worker can drop the page (or stop, if it is stuck on it).
    expect(aborted).toEqual([true]);
    expect(errors()).toEqual([expect.stringMatching(/stylesheets linked: .*took over 3000 ms/)]);
  });

  it('sends the page with its critical CSS when Beasties answers in time, and stops its deadline', async () => {
    spyOnErrors();
    const clock = aManualTimer();
    const { job, answers } = aJobThatWaits();
    const page = limitCriticalCss(job, { timer: clock.timer })(PAGE);
    answers[0]?.(INLINED);
    await expect(page).resolves.toBe(INLINED);
    expect(clock.pending()).toEqual([]);
    expect(errors()).toEqual([]);
  });

  it('sends a page as rendered at once when too many are waiting already; the waiting ones still get theirs', async () => {
    spyOnErrors();
    const { job, answers } = aJobThatWaits();
    const inline = limitCriticalCss(job, { maxWaiting: 2, timer: aManualTimer().timer });
    const first = inline(PAGE);
    const second = inline(PAGE);
    await expect(inline(PAGE)).resolves.toEqual(AS_RENDERED);
    expect(answers).toHaveLength(2);
    expect(errors()).toEqual([expect.stringMatching(/2 pages were waiting already/)]);
    answers[0]?.(INLINED);
    answers[1]?.(INLINED);
    await expect(Promise.all([first, second])).resolves.toEqual([INLINED, INLINED]);
    // Room again once they are through.
    const fourth = inline(PAGE);
    answers[2]?.(INLINED);
    await expect(fourth).resolves.toBe(INLINED);
  });

  it('sends a page Beasties cannot read as rendered, and says why', async () => {
    spyOnErrors();
    const inline = limitCriticalCss(() => Promise.reject(new Error('unexpected end of file')), {
      timer: aManualTimer().timer,
    });
    await expect(inline(PAGE)).resolves.toEqual(AS_RENDERED);
    expect(errors()).toEqual([expect.stringMatching(/unexpected end of file/)]);
  });

  it("says why in the server's log when it is given one, not on standard error", async () => {
    spyOnErrors();
    const warnings: string[] = [];
    const inline = limitCriticalCss(() => Promise.reject(new Error('unexpected end of file')), {
      timer: aManualTimer().timer,
      warn: (message) => warnings.push(message),
    });
    await expect(inline(PAGE)).resolves.toEqual(AS_RENDERED);
    expect(warnings).toEqual([expect.stringMatching(/stylesheets linked: unexpected end of file/)]);
    expect(errors()).toEqual([]);
  });
});
