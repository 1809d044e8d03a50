import InAppSpy from 'inapp-spy';

/**
 * Whether a user agent is an app's own browser (Instagram, Facebook, TikTok, Snapchat, LinkedIn, ...), where
 * most visitors arrive from social media. Such browsers cannot open a downloaded calendar file, so the date
 * page offers the web calendars first there. inapp-spy keeps the list of apps' user agents.
 */
export function isInAppBrowser(agent: string): boolean {
  // Without an agent the library would read the browser's own, or complain on the server.
  return agent !== '' && InAppSpy({ ua: agent }).isInApp;
}
