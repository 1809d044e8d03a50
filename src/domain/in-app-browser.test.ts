import { describe, expect, it } from 'vitest';
import { AGENTS } from '../../tests/builders/user-agents';
import { isInAppBrowser } from './in-app-browser';

describe('isInAppBrowser', () => {
  it.each([
    'instagramIphone',
    'instagramAndroid',
    'facebookIphone',
    'facebookAndroid',
    'tiktokIphone',
    'tiktokAndroid',
    'snapchatIphone',
    'linkedinIphone',
  ] as const)('knows %s for an app of its own', (agent) => {
    expect(isInAppBrowser(AGENTS[agent])).toBe(true);
  });

  it.each([
    'chromeAndroid',
    'chromeIphone',
    'safariIphone',
    'samsungInternet',
    'firefoxDesktop',
    'chromeDesktop',
  ] as const)('takes %s for a browser', (agent) => {
    expect(isInAppBrowser(AGENTS[agent])).toBe(false);
  });

  it('takes a missing user agent for a browser', () => {
    expect(isInAppBrowser('')).toBe(false);
  });
});
