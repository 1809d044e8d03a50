/**
 * Every public route of the site, one address each (a date page's address comes from the listings): what
 * the accessibility spec checks and the screenshots script photographs.
 */
export const PUBLIC_ROUTES = [
  '/',
  '/hometwo',
  '/homethree',
  '/titanic',
  '/jfk',
  '/overlook',
  '/Scrooge',
  '/whats-on',
  '/next',
  '/ourevents',
  '/team',
  '/contact',
  '/eventContact',
  '/menu',
  '/Menuone',
  '/Menutwo',
  '/menuthree',
  '/menufour',
  '/about',
  '/ourchefs',
  '/admin',
  '/privacy',
  '/accessibility',
  '/subscribe/confirm',
  '/unsubscribe',
  '/no-such-page',
];
