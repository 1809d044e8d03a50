import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeEach, expect, it } from 'vitest';
import { clearFirestore } from '../../scripts/firebase/emulator';
import { describeOnEmulator, EMULATOR_HOST } from './emulator';
import { storeRaw } from './firebase-harness';

const PROJECT = 'demo-check-data';
const run = promisify(execFile);

/** npm run firebase:check-data against the emulator, as a manager would run it against a project. */
async function checkData(): Promise<{ code: number; out: string }> {
  try {
    // Node with tsx's loader: what the npm script runs, without npx and the tsx command's own processes.
    const script = ['--import', 'tsx', 'scripts/firebase/check-data.ts', '--project', PROJECT];
    const { stdout } = await run(process.execPath, script, {
      env: { ...process.env, FIRESTORE_EMULATOR_HOST: EMULATOR_HOST ?? '' },
    });
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

const listing = (overrides: Record<string, unknown>) => ({
  showName: 'Titanic',
  hotelName: 'The Grand',
  hotelLocation: 'Promenade, Brighton',
  selectWhere: 'Brighton',
  showDate: '2031-05-17',
  hotelLink: 'https://grand.example/book',
  soldOut: false,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  ...overrides,
});

describeOnEmulator('npm run firebase:check-data', () => {
  beforeEach(() => clearFirestore(EMULATOR_HOST ?? '', PROJECT));

  it('names every listing the site cannot read, and why, and exits 1', async () => {
    await storeRaw(PROJECT, {
      'venues/good': listing({}),
      'venues/old-format': listing({ showDate: '26TH OF JANUARY 2031', selectWhere: 'Cheltnam' }),
      'venues/no-date': listing({ showDate: 'SOON' }),
      'venues/no-show': listing({ showName: 'Hamlet' }),
      'venues/no-hotel': listing({ hotelName: '' }),
      'venues/guessed-city': listing({
        selectWhere: 'Somewhere',
        hotelLocation: 'Nowhere',
        hotelName: 'Inn',
      }),
      'venues/bad-link': listing({ hotelLink: 'javascript:alert(1)' }),
    });
    const { code, out } = await checkData();
    expect(code).toBe(1);
    expect(out).toContain(`Listings in ${PROJECT}: 7 read.`);
    expect(out).toContain('3 cannot be read');
    expect(out).toContain('venues/no-date: showDate "SOON" is not a date');
    expect(out).toContain('venues/no-show: showName "Hamlet" is not a show');
    expect(out).toContain('venues/no-hotel: hotelName is missing');
    expect(out).toContain('venues/guessed-city: selectWhere "Somewhere" is not a city: shown under London');
    expect(out).toContain('venues/bad-link: hotelLink "javascript:alert(1)" is not a web link');
    // Old formats the normaliser reads are not problems.
    expect(out).not.toMatch(/venues\/(good|old-format)/);
  });

  it('says all is well, and exits 0, when every listing reads', async () => {
    await storeRaw(PROJECT, { 'venues/good': listing({}) });
    const { code, out } = await checkData();
    expect({ code, out }).toEqual({
      code: 0,
      out: expect.stringContaining('Every listing can be read by the site.') as string,
    });
  });
});
