import { describe, expect, it } from 'vitest';
import { isInternalAddress, resolvesToInternalAddress } from '../../src/lib/internal-address.js';

describe('internal addresses', () => {
  it('knows loopback, private, link-local and unique-local addresses, also written as IPv6', () => {
    for (const address of ['127.0.0.1', '10.20.30.40', '172.31.255.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fd12::1', 'fe80::1', '::ffff:10.0.0.1', '::FFFF:127.0.0.1']) {
      expect(isInternalAddress(address), address).toBe(true);
    }
  });

  it('lets public addresses and non-addresses through', () => {
    for (const address of ['8.8.8.8', '172.32.0.1', '192.169.0.1', '2001:4860:4860::8888', '::ffff:8.8.8.8', 'example.com']) {
      expect(isInternalAddress(address), address).toBe(false);
    }
  });

  it('resolves host names, bracketed IPv6 and numeric forms', async () => {
    expect(await resolvesToInternalAddress('localhost')).toBe(true);
    expect(await resolvesToInternalAddress('[::1]')).toBe(true);
    expect(await resolvesToInternalAddress(new URL('http://2130706433/').hostname)).toBe(true);
    expect(await resolvesToInternalAddress('name-that-does-not-exist.invalid')).toBe(false);
  });
});
