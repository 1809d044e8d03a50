import { describe, expect, it } from 'vitest';
import { safeHttpUrl, visitorWebAddress } from './url';

describe('links from what people typed', () => {
  it('follows only http and https addresses', () => {
    expect(safeHttpUrl(' https://grandhotel.example.com/events ')).toBe(
      'https://grandhotel.example.com/events',
    );
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:text/html,hi')).toBeNull();
    expect(safeHttpUrl('www.grandhotel.example.com')).toBeNull();
  });

  it('follows a website typed without https://, over https', () => {
    expect(visitorWebAddress('www.grandhotel.co.uk')).toBe('https://www.grandhotel.co.uk/');
    expect(visitorWebAddress('grandhotel.co.uk/whats-on?x=1')).toBe('https://grandhotel.co.uk/whats-on?x=1');
    expect(visitorWebAddress('http://grandhotel.co.uk')).toBe('http://grandhotel.co.uk/');
  });

  it('makes no link of words, script or a bare name', () => {
    for (const typed of [
      'javascript:alert(1)',
      'our website',
      'grandhotel',
      'see grandhotel.co.uk',
      '',
      null,
    ])
      expect(visitorWebAddress(typed)).toBeNull();
  });
});
