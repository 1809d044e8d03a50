import { afterEach, describe, expect, it } from 'vitest';
import { COMPANY_DETAILS, telHref } from '../../src/content/company';
import type { CompanyDetails } from '../../src/domain/site-content/blocks';
import { signedInSiteApp } from '../testing/site-app';
import { startSmtpInbox, type SmtpInbox } from '../testing/smtp-inbox';

/** The company's own example (issue 21): a changed phone number, published without a build. */
const SITE = 'https://shows.example';
const s = signedInSiteApp(SITE);
const CHANGED: CompanyDetails = {
  ...COMPANY_DETAILS,
  name: 'Ocean Nights Theatre',
  phone: '01792 999 456',
  address: ['2 Wind Street', 'Swansea', 'SA1 1DP'],
};

const call = (method: 'PUT' | 'POST', url: string, payload: object) =>
  s.t.app.inject({ method, url, headers: { cookie: s.cookie }, payload });
const page = async (url: string) => (await s.t.app.inject({ method: 'GET', url })).body;
const publish = async (body: CompanyDetails) => {
  expect((await call('PUT', '/api/content/company', { body, basedOn: 0 })).statusCode).toBe(200);
  expect((await call('POST', '/api/content/company/publish', { basedOn: 1 })).statusCode).toBe(200);
};
/** Publishes again, after `publish`: the block's revision is then 2. */
const publishAgain = async (body: CompanyDetails) => {
  expect((await call('PUT', '/api/content/company', { body, basedOn: 2 })).statusCode).toBe(200);
  expect((await call('POST', '/api/content/company/publish', { basedOn: 3 })).statusCode).toBe(200);
};
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );

let inbox: SmtpInbox | null = null;
afterEach(async () => {
  await inbox?.close();
  inbox = null;
});

describe('Site content: the company details', () => {
  it('shows a published phone number, name and address on every page at once, without a build', async () => {
    expect(await page('/contact')).toContain(telHref(COMPANY_DETAILS.phone));
    await publish(CHANGED);

    // A prerendered page (rendered again by the publish) and pages rendered per request.
    for (const path of ['/contact', '/about', '/', '/titanic']) {
      const html = await page(path);
      expect(html, path).toContain(`href="${telHref(CHANGED.phone)}"`);
      expect(html, path).not.toContain(COMPANY_DETAILS.phone);
      expect(html, path).toMatch(/<title>[^<]*\| Ocean Nights Theatre<\/title>/);
      expect(html, path).toContain('<meta property="og:site_name" content="Ocean Nights Theatre" />');
    }
    expect(await page('/contact')).toContain('2 Wind Street');
    const organization = jsonLdOf(await page('/')).find((data) => data['@type'] === 'Organization');
    expect(organization).toMatchObject({
      name: CHANGED.name,
      telephone: CHANGED.phone,
      address: { streetAddress: '2 Wind Street', postalCode: 'SA1 1DP' },
    });
  });

  it('refuses a phone number without digits and an e-mail address that is not one, and writes nothing', async () => {
    const response = await call('PUT', '/api/content/company', {
      body: { ...CHANGED, phone: 'ring the office', email: 'hello at example' },
      basedOn: 0,
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ error: { fields: Record<string, string> } }>().error.fields;
    expect(Object.keys(fields).sort()).toEqual(['email', 'phone']);
    expect(fields.phone).toMatch(/digits/);
    expect(await page('/contact')).toContain(COMPANY_DETAILS.phone);
  });

  it('links the social pages the company gives, and only those, from the footer, /next and its JSON-LD', async () => {
    const instagram = 'https://www.instagram.com/oceannightstheatre';
    await publish({ ...CHANGED, social: { facebook: '', instagram, twitter: '', youtube: '' } });

    for (const path of ['/', '/next']) {
      const html = await page(path);
      expect(html, path).toContain(`href="${instagram}"`);
      for (const network of ['facebook.com', 'x.com', 'youtube.com'])
        expect(html, path).not.toContain(network);
    }
    expect(await page('/next')).toContain('Follow us');
    const organization = jsonLdOf(await page('/')).find((data) => data['@type'] === 'Organization');
    expect(organization?.sameAs).toEqual([instagram]);

    // None given: no links, and /next says nothing about following.
    await publishAgain({ ...CHANGED, social: { facebook: '', instagram: '', twitter: '', youtube: '' } });
    expect(await page('/next')).not.toContain('instagram.com');
    expect(await page('/next')).not.toContain('Follow us');
  });

  it('refuses a social page on another site, or without https, beside its field', async () => {
    const response = await call('PUT', '/api/content/company', {
      body: {
        ...CHANGED,
        social: {
          ...CHANGED.social,
          instagram: 'https://www.instagram.com.evil.example/us',
          facebook: 'http://www.facebook.com/us',
        },
      },
      basedOn: 0,
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ error: { fields: Record<string, string> } }>().error.fields;
    expect(Object.keys(fields).sort()).toEqual(['social.facebook', 'social.instagram']);
    expect(fields['social.instagram']).toMatch(/company’s page on this network, starting https/);
  });

  it('reads a company block saved before the social pages existed with the networks’ home pages, as before', async () => {
    const { social: _social, ...saved } = CHANGED;
    // Stored as an older server accepted it: straight into the database, as a migration would leave it.
    s.t.app.store.transaction(() =>
      s.t.app.store.content.saveDraft('company', saved, 0, 'old@example.test', 'then'),
    );
    expect((await call('POST', '/api/content/company/publish', { basedOn: 1 })).statusCode).toBe(200);
    const html = await page('/');
    expect(html).toContain('Ocean Nights Theatre');
    expect(html).toContain('href="https://www.instagram.com/"');
    // Named as what it is, the network, not as the company's page there.
    expect(html).not.toContain('Ocean Nights Theatre on Instagram');
    const organization = jsonLdOf(html).find((data) => data['@type'] === 'Organization');
    expect(organization).not.toHaveProperty('sameAs');
    // The bio link's page offers only the company's own pages (its footer keeps the networks): none here.
    const next = await page('/next');
    expect(next).not.toContain('id="follow-us"');
    expect(next).not.toContain('(Ocean Nights Theatre)');
  });

  it("ends the server's e-mails with the published name and address", async () => {
    inbox = await startSmtpInbox();
    await s.restart({ mail: { smtpUrl: inbox.url, from: 'Shows <news@example.test>' } });
    await publish(CHANGED);
    s.t.app.store.transaction(() =>
      s.t.app.mail.enqueue({
        kind: 'test-notice',
        to: 'ada@example.test',
        subject: 'Hello',
        paragraphs: ['Hi'],
      }),
    );
    const [mail] = await inbox.waitFor(1);
    expect(mail?.text).toContain('Ocean Nights Theatre, 2 Wind Street, Swansea, SA1 1DP.');
    expect(mail?.text).not.toContain(COMPANY_DETAILS.address[0]);
  });
});
