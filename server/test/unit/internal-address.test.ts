import { describe, expect, it } from 'vitest';
import { ipAddressOf, isInternalAddress, isInternalName, outsideAddressOf, resolvesToInternalAddress, type Resolve } from '../../src/lib/internal-address.js';

/** A resolver standing in for DNS: each name answers the addresses given, any other is unknown. */
const dns =
  (answers: Record<string, string[]>): Resolve =>
  async (name) => {
    const addresses = answers[name];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    return addresses;
  };

describe('internal addresses', () => {
  it('knows loopback, private, link-local, metadata, multicast and unique-local addresses, also written as IPv6', () => {
    for (const address of [
      '127.0.0.1', '127.8.9.10', '10.20.30.40', '172.31.255.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '100.100.100.200', '192.0.0.192',
      '0.0.0.0', '224.0.0.1', '255.255.255.255', '::1', '::', 'fd12::1', 'fd00:ec2::254', 'fe80::1', 'fe80::1%eth0', 'ff02::1', '::ffff:10.0.0.1', '::FFFF:127.0.0.1',
    ]) {
      expect(isInternalAddress(address), address).toBe(true);
    }
  });

  it('reads every spelling of an IPv4 address a resolver accepts: decimal, hex, octal, short, with a trailing dot', () => {
    const spellings: Array<[string, string]> = [
      ['2130706433', '127.0.0.1'], ['0x7f000001', '127.0.0.1'], ['0x7f.1', '127.0.0.1'], ['0x7F.0.0.1', '127.0.0.1'], ['0177.0.0.1', '127.0.0.1'],
      ['017700000001', '127.0.0.1'], ['127.1', '127.0.0.1'], ['127.0.0.1.', '127.0.0.1'], ['0', '0.0.0.0'], ['2852039166', '169.254.169.254'],
      ['0xa9.0xfe.0xa9.0xfe', '169.254.169.254'], ['012.1', '10.0.0.1'],
    ];
    for (const [spelling, address] of spellings) {
      expect(ipAddressOf(spelling), spelling).toBe(address);
      expect(isInternalAddress(spelling), spelling).toBe(true);
    }
  });

  it('reads IPv4 carried in IPv6 in every spelling: mapped, compatible, NAT64 and 6to4, with or without brackets', () => {
    for (const address of [
      '[::1]', '[::]', '0:0:0:0:0:0:0:0', '0:0:0:0:0:0:0:1', '[::ffff:127.0.0.1]', '::ffff:7f00:1', '[0:0:0:0:0:ffff:7f00:1]', '::ffff:a9fe:a9fe',
      '[::ffff:169.254.169.254]', '::127.0.0.1', '64:ff9b::a9fe:a9fe', '64:ff9b::10.0.0.1', '2002:7f00:1::1', '2002:c0a8:101::',
    ]) {
      expect(isInternalAddress(address), address).toBe(true);
    }
  });

  it('lets public addresses, in any spelling, and names through', () => {
    for (const address of [
      '8.8.8.8', '134744072', '0x8.0x8.0x8.0x8', '172.32.0.1', '192.169.0.1', '100.128.0.1', '93.184.216.34', '2001:4860:4860::8888', '[2606:4700::1111]',
      '::ffff:8.8.8.8', '::ffff:808:808', '64:ff9b::808:808', '2002:808:808::1', 'example.com', 'smtp.acme.example',
    ]) {
      expect(isInternalAddress(address), address).toBe(false);
    }
  });

  it('knows names that only the server or its network answers: single labels, localhost, .internal, .local', () => {
    for (const name of ['metadata', 'instance-data', 'localhost', 'LOCALHOST.', 'mailhog', 'metadata.google.internal', 'Metadata.Google.Internal.', 'instance-data.ec2.internal', 'smtp.localhost', 'printer.local', 'box.localdomain', 'nas.home.arpa']) {
      expect(isInternalName(name), name).toBe(true);
    }
    for (const name of ['smtp.acme.example', 'metadata.google.internal.example.com', 'smtp.gmail.com', '8.8.8.8', '2130706433', '[::1]']) {
      expect(isInternalName(name), name).toBe(false);
    }
  });

  it('resolves names: internal by name, by one of their addresses, or by spelling; a name that does not resolve is not', async () => {
    const resolve = dns({ 'smtp.rebind.example': ['93.184.216.34', '10.0.0.7'], 'smtp.public.example': ['93.184.216.34'], 'smtp.v6.example': ['::ffff:169.254.169.254'] });
    for (const host of ['localhost', '[::1]', '2130706433', '0x7f.1', 'metadata.google.internal', 'metadata', 'instance-data', 'smtp.rebind.example', 'smtp.v6.example']) {
      expect(await resolvesToInternalAddress(host, resolve), host).toBe(true);
    }
    for (const host of ['smtp.public.example', '8.8.8.8', 'name-that-does-not-exist.invalid']) {
      expect(await resolvesToInternalAddress(host, resolve), host).toBe(false);
    }
    // The system's resolver, as the server uses it.
    expect(await resolvesToInternalAddress('localhost')).toBe(true);
    expect(await resolvesToInternalAddress(new URL('http://2130706433/').hostname)).toBe(true);
    expect(await resolvesToInternalAddress('name-that-does-not-exist.invalid')).toBe(false);
  });

  it('gives the one address to connect to only when no address of the host is internal', async () => {
    const resolve = dns({ 'smtp.public.example': ['93.184.216.34', '2606:2800:220:1::248'], 'smtp.rebind.example': ['93.184.216.34', '127.0.0.1'] });
    expect(await outsideAddressOf('smtp.public.example', resolve)).toBe('93.184.216.34');
    expect(await outsideAddressOf('134744072', resolve)).toBe('8.8.8.8');
    expect(await outsideAddressOf('[2001:4860:4860::8888]', resolve)).toBe('2001:4860:4860::8888');
    for (const host of ['smtp.rebind.example', 'localhost', 'metadata', '127.0.0.1', '0x7f.1', '[::ffff:7f00:1]']) {
      expect(await outsideAddressOf(host, resolve), host).toBeUndefined();
    }
    await expect(outsideAddressOf('smtp.unknown.example', resolve)).rejects.toThrow(/ENOTFOUND/);
  });
});
