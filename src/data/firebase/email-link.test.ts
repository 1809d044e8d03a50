import { describe, expect, it } from 'vitest';
import { choiceIn } from './email-link';

// What the confirmation page stores comes from the link's own parameters: only well-formed ones are taken.
describe('the choice an e-mail link carries', () => {
  it('carries a seats-back request: the listing and the seats, inside the link Firebase Auth mails', () => {
    const ours = new URL('https://shows.example/subscribe/confirm');
    ours.searchParams.set('email', 'ada@example.test');
    ours.searchParams.set('seatsBack', 'abc123XYZ');
    ours.searchParams.set('party', '4');
    ours.searchParams.set('page', '/jfk/2031-03-14-the-grand');
    const mailed = new URLSearchParams({ mode: 'signIn', oobCode: 'x', continueUrl: ours.href });
    expect(choiceIn(mailed)).toMatchObject({
      email: 'ada@example.test',
      seatsBack: 'abc123XYZ',
      partySize: 4,
      page: '/jfk/2031-03-14-the-grand',
      show: undefined,
    });
  });

  it('takes no seats-back request from a subscription link, nor from a listing id that is not one', () => {
    expect(choiceIn(new URLSearchParams('email=a%40b.test&show=JFK')).seatsBack).toBeUndefined();
    expect(choiceIn(new URLSearchParams('seatsBack=../venues/x&party=2')).seatsBack).toBeUndefined();
    expect(choiceIn(new URLSearchParams('seatsBack=ok&page=https://evil.example')).page).toBe('/');
  });
});
