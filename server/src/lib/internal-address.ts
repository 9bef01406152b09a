import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses of the server's own host and private networks: loopback, RFC 1918, carrier-grade NAT,
 * link-local (cloud metadata services live there), the IETF block (Oracle's metadata service),
 * multicast and reserved, unique-local and site-local IPv6, and the unspecified addresses.
 */
const internal = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  internal.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // IPv4-compatible addresses (::a.b.c.d), the unspecified :: and loopback ::1 among them.
  ['::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  internal.addSubnet(network, prefix, 'ipv6');
}

/** Names that only this machine's or its network's resolver answers, whatever the address. */
const INTERNAL_SUFFIXES = ['.localhost', '.local', '.localdomain', '.internal', '.home.arpa'];

const IPV4_SPELLING = /^[0-9a-fx.]+$/i;

/**
 * The address a host written as one reaches, in its usual form; undefined for a name. Reads every
 * spelling a resolver accepts (inet_aton: 2130706433, 0x7f.1, 0177.0.0.1, 127.1) and IPv6 with or
 * without brackets, with its IPv4 tail written either way (::ffff:127.0.0.1 is ::ffff:7f00:1).
 */
export function ipAddressOf(host: string): string | undefined {
  const bare = host.trim().replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  try {
    // The URL parser implements these spellings as browsers and resolvers read them.
    if (bare.includes(':')) return new URL(`http://[${bare}]/`).hostname.slice(1, -1);
    if (!IPV4_SPELLING.test(bare)) return undefined;
    const parsed = new URL(`http://${bare}/`).hostname;
    return isIP(parsed) === 4 ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** The eight 16-bit groups of an IPv6 address in the URL parser's form (hex groups, one `::` at most). */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  if (tail === undefined) return groups(head);
  const start = groups(head);
  const end = groups(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/** The IPv4 address an IPv6 one carries to: IPv4-mapped (::ffff:0:0/96), NAT64 (64:ff9b::/96) or 6to4 (2002::/16). */
function embeddedIpv4(address: string): string | undefined {
  const g = ipv6Groups(address);
  const quad = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  const zeros = (from: number, to: number) => g.slice(from, to).every((group) => group === 0);
  if (zeros(0, 5) && g[5] === 0xffff) return quad(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return quad(g[6]!, g[7]!);
  if (g[0] === 0x2002) return quad(g[1]!, g[2]!);
  return undefined;
}

/** Whether an address, in any spelling, is one of the server's own host or of a private network. */
export function isInternalAddress(host: string): boolean {
  const address = ipAddressOf(host);
  if (!address) return false;
  if (isIP(address) === 4) return internal.check(address, 'ipv4');
  const carried = embeddedIpv4(address);
  return carried ? internal.check(carried, 'ipv4') : internal.check(address, 'ipv6');
}

/**
 * Whether a name belongs to the server's own network by itself: a single label (completed with the
 * network's search domains: `metadata`, `instance-data`, `localhost`, a container's name) or an
 * internal suffix (`metadata.google.internal`, `*.localhost`). An address is no such name.
 */
export function isInternalName(host: string): boolean {
  const name = host.trim().toLowerCase().replace(/\.+$/, '');
  if (ipAddressOf(name)) return false;
  return !name.includes('.') || INTERNAL_SUFFIXES.some((suffix) => name.endsWith(suffix));
}

/** Every address the resolver answers for a name, in its order of preference. */
export type Resolve = (name: string) => Promise<string[]>;

const systemResolve: Resolve = async (name) => (await lookup(name, { all: true, verbatim: true })).map(({ address }) => address);

/** The addresses a host reaches: itself when written as an address, else what the resolver answers. */
export async function addressesOf(host: string, resolve: Resolve = systemResolve): Promise<string[]> {
  const literal = ipAddressOf(host);
  return literal ? [literal] : resolve(host.trim().replace(/\.+$/, ''));
}

/** Whether a host is internal by name, or any address it resolves to is; a name that does not resolve is not. */
export async function resolvesToInternalAddress(host: string, resolve: Resolve = systemResolve): Promise<boolean> {
  if (isInternalName(host)) return true;
  try {
    return (await addressesOf(host, resolve)).some(isInternalAddress);
  } catch {
    return false;
  }
}

/**
 * The address to connect to for a host that must not be internal: the first it resolves to, or
 * undefined when the host is internal by name or any of its addresses is. The caller connects to
 * this address, not to the name again, so a resolver that answers otherwise by then changes nothing.
 * A name that does not resolve throws the resolver's error.
 */
export async function outsideAddressOf(host: string, resolve: Resolve = systemResolve): Promise<string | undefined> {
  if (isInternalName(host)) return undefined;
  const addresses = await addressesOf(host, resolve);
  return addresses.length > 0 && !addresses.some(isInternalAddress) ? addresses[0] : undefined;
}
