import { afterEach, describe, expect, it } from 'vitest';
import { datePagePath } from '../../src/domain/date-page-paths';
import { PATHS, whatsOnFor } from '../../src/domain/paths';
import { SOLD_OUT } from '../testing/seats-back-requests';
import { signedInSiteApp } from '../testing/site-app';
import { startSmtpInbox, type SmtpInbox } from '../testing/smtp-inbox';

const SITE_URL = 'https://shows.example.co.uk';
const server = signedInSiteApp(SITE_URL);
let inbox: SmtpInbox | undefined;
afterEach(async () => {
  await inbox?.close();
  inbox = undefined;
});

const FORMS = {
  footer: 'E-mail me about new dates',
  showPage: 'Tell me when The Queen of the Ocean (Titanic) comes to my city',
  seatsBack: 'Tell me if seats come back',
  comingCard: 'Tell me when',
};

/** Each page a keep-in-touch form is offered on, as the server sends it (static and rendered per request). */
async function pages() {
  const soldOut = await server.t.createVenue(server.cookie, SOLD_OUT);
  const get = async (url: string) => (await server.t.app.inject({ method: 'GET', url })).body;
  return {
    about: await get(PATHS.about),
    titanic: await get(PATHS.titanic),
    datePage: await get(datePagePath(soldOut)),
    // Scrooge has no dates: What's on's empty state, and the home page's coming-soon card.
    whatsOnEmpty: await get(whatsOnFor('Scrooge')),
    home: await get(PATHS.home),
  };
}

describe('a server that cannot send e-mail (no SMTP)', () => {
  it('offers no keep-in-touch form on any page, and tells the browser so in the page data', async () => {
    const html = await pages();
    expect(html.about).not.toContain(FORMS.footer);
    expect(html.titanic).not.toContain(FORMS.showPage);
    expect(html.datePage).not.toContain(FORMS.seatsBack);
    expect(html.whatsOnEmpty).toContain('please look again soon');
    expect(html.whatsOnEmpty).not.toContain('Leave your e-mail');
    expect(html.home).not.toMatch(/>Tell me when<span/);
    // Hydration reads the same fact, so the browser never shows a form to take it away again.
    for (const [page, body] of Object.entries(html)) expect(body, page).toContain('"mailOff":true');
  });
});

describe('a server with SMTP', () => {
  it('offers every keep-in-touch form, the prerendered pages included', async () => {
    inbox = await startSmtpInbox();
    await server.restart({ mail: { smtpUrl: inbox.url, from: 'Shows <news@example.test>' } });
    const html = await pages();
    expect(html.about).toContain(FORMS.footer);
    expect(html.titanic).toContain(FORMS.showPage);
    expect(html.datePage).toContain(FORMS.seatsBack);
    expect(html.whatsOnEmpty).toContain('Leave your e-mail');
    expect(html.home).toMatch(/>Tell me when<span/);
    for (const [page, body] of Object.entries(html)) expect(body, page).not.toContain('"mailOff"');
  });
});
