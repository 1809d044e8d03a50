import { expect, it } from 'vitest';
import { networkOf } from './network-prefix';

it.each([
  ['192.0.2.7', '192.0.2.0/24'],
  ['::ffff:192.0.2.200', '192.0.2.0/24'],
  ['2001:db8:1:2ff::1', '2001:0db8:0001:0200::/56'],
  ['2001:db8:1:200:aaaa:bbbb:cccc:dddd', '2001:0db8:0001:0200::/56'],
  ['2001:db8:1:300::1', '2001:0db8:0001:0300::/56'],
  ['::1', '0000:0000:0000:0000::/56'],
])('%s is in the network %s', (ip, network) => {
  expect(networkOf(ip)).toBe(network);
});
