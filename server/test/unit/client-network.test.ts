import { describe, expect, it } from 'vitest';
import { clientNetworkOf } from '../../src/lib/client-network.js';

describe('the network a client address is counted by', () => {
  it('is an IPv4 address itself, also when written as IPv6', () => {
    expect(clientNetworkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetworkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it("is an IPv6 address's /64, however the address is written", () => {
    expect(clientNetworkOf('2001:db8:7:8::1')).toBe('2001:db8:7:8::/64');
    expect(clientNetworkOf('2001:0db8:0007:0008:ffff:1:2:3')).toBe('2001:db8:7:8::/64');
    expect(clientNetworkOf('2001:DB8:7:8::abcd%eth0')).toBe('2001:db8:7:8::/64');
    expect(clientNetworkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetworkOf('::1')).toBe('0:0:0:0::/64');
  });
});
