import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network.ts';

describe('clientNetwork', () => {
  it('counts IPv4 clients by address, IPv4-mapped ones too', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 clients by /64, or /48 for the coarsest limits, however the address is written', () => {
    expect(clientNetwork('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8:1:2::ffff:1.2.3.4')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientNetwork('2001:db8:1:2::1', 48)).toBe('2001:db8:1::/48');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves anything else as it is', () => {
    expect(clientNetwork('unknown')).toBe('unknown');
  });
});
