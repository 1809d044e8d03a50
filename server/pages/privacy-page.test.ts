import { beforeAll, describe, expect, it } from 'vitest';
import type { PageData } from '../../src/domain/page-data';
import type { PageState } from '../../src/render/template-markers';
import { PRERENDER_TIMEOUT, sourceSite } from '../testing/source-site';
import { createTestApp } from '../testing/test-app';

let site: Awaited<ReturnType<typeof sourceSite>>;

beforeAll(async () => {
  site = await sourceSite();
}, PRERENDER_TIMEOUT);

async function privacyPage(retentionMonths?: number) {
  const t = await createTestApp({ staticDir: site.staticDir, renderer: site.renderer, retentionMonths });
  try {
    const page = await t.app.inject({ method: 'GET', url: '/privacy' });
    const api = await t.app.inject({ method: 'GET', url: '/api/retention' });
    return { page, api };
  } finally {
    await t.close();
  }
}

const stateOf = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="page-state">(.*?)<\/script>/.exec(html)?.[1] ?? 'null',
  ) as PageState | null;

describe('the privacy statement states the retention this server applies', () => {
  it('says the RETENTION_MONTHS the server was started with, in the HTML and to the browser', async () => {
    const { page, api } = await privacyPage(7);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      'Contact messages and hosting enquiries are deleted automatically 7 months after they arrive',
    );
    expect(page.body).toContain('The record of e-mails we sent is deleted after 90 days.');
    expect(page.body).not.toContain('24 months');
    expect(page.body).toContain('We delete them 30 days after that date');
    expect((stateOf(page.body)?.data as PageData | undefined)?.retention).toEqual({
      submissionMonths: 7,
      mailLogDays: 90,
      countsMonths: 25,
      countsReferrers: true,
      firebaseLibraryRecord: false,
      seatsBackDays: 30,
    });
    expect(api.json()).toEqual({
      submissionMonths: 7,
      mailLogDays: 90,
      countsMonths: 25,
      countsReferrers: true,
      firebaseLibraryRecord: false,
      seatsBackDays: 30,
    });
  });

  it('says 24 months when the setting is left at its default', async () => {
    const { page } = await privacyPage();
    expect(page.body).toContain('deleted automatically 24 months after they arrive');
  });
});
