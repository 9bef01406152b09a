import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses of the server's own host and private networks: loopback, RFC 1918, carrier-grade NAT,
 * link-local (cloud metadata services live there), unique-local IPv6 and the unspecified addresses.
 */
const internal = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  internal.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  internal.addSubnet(network, prefix, 'ipv6');
}

export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return internal.check(address, 'ipv4');
  if (family !== 6) return false;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) reaches the IPv4 host.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? internal.check(mapped[1] as string, 'ipv4') : internal.check(address, 'ipv6');
}

/** Whether any address the host name resolves to is internal; a name that does not resolve is not. */
export async function resolvesToInternalAddress(hostname: string): Promise<boolean> {
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host)) return isInternalAddress(host);
  try {
    const addresses = await lookup(host, { all: true, verbatim: true });
    return addresses.some(({ address }) => isInternalAddress(address));
  } catch {
    return false;
  }
}
