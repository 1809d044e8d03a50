/**
 * What the hosted dashboard says after a publish or a listing change (issue: every message says what is
 * true): who sees the change now, and what waits for the next deploy.
 */
export const DEPLOY_COPY = {
  published:
    'Published. You see it now, and so does a visitor from their next page on the site. The first page a visitor opens, search engines, link previews and calendar feeds show it after the next deploy.',
  heading: 'What visitors see',
  lastDeploy: (at: string) => `Last deploy: ${at}.`,
  noDeploy: 'No deploy of this site has been recorded yet.',
  unknown: 'When the site was last deployed could not be read.',
  changedSince: (names: string[]) =>
    names.length === 0
      ? 'Nothing published since then: every page shows the live words.'
      : `Published since then, waiting for the next deploy: ${names.join(', ')}.`,
  listings:
    'Dates added or changed since then are on What’s on and the show pages at once; the date pages’ HTML, link previews and calendar feeds catch up at the next deploy.',
  nightly: 'The site is deployed every night at 03:17 UTC.',
  deployNow: 'Deploy now',
  deployNowNote: '(opens the deploy workflow: press “Run workflow”)',
  askDeveloper: 'To deploy sooner, a developer runs npm run deploy:firebase (docs/hosted-mode.md).',
};
