import { describe, expect, it } from 'vitest';
import { companyPageOn, isPageOn, NETWORK_HOME_PAGES } from './social-pages';

describe('the company’s social pages', () => {
  it('takes an https address on the network’s own site, and nothing that only looks like it', () => {
    expect(isPageOn('instagram', 'https://www.instagram.com/oceannights')).toBe(true);
    expect(isPageOn('instagram', 'https://instagram.com/oceannights')).toBe(true);
    expect(isPageOn('twitter', 'https://twitter.com/oceannights')).toBe(true);
    expect(isPageOn('instagram', 'http://www.instagram.com/oceannights')).toBe(false);
    expect(isPageOn('instagram', 'https://www.instagram.com.evil.example/oceannights')).toBe(false);
    expect(isPageOn('instagram', 'https://notinstagram.com/oceannights')).toBe(false);
    expect(isPageOn('facebook', 'https://www.instagram.com/oceannights')).toBe(false);
    expect(isPageOn('youtube', 'www.youtube.com/@oceannights')).toBe(false);
  });

  it('names as the company’s own only a page, not a network’s home page or an empty field', () => {
    const pages = { ...NETWORK_HOME_PAGES, youtube: 'https://www.youtube.com/@oceannights', facebook: '' };
    expect(companyPageOn('youtube', pages)).toBe('https://www.youtube.com/@oceannights');
    expect(companyPageOn('instagram', pages)).toBeNull();
    expect(companyPageOn('twitter', pages)).toBeNull();
    expect(companyPageOn('facebook', pages)).toBeNull();
  });
});
