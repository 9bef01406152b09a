import { isIP } from 'node:net';

/**
 * The network a client address stands for when counting what it does: an IPv4 address itself, an
 * IPv6 address's /64 (one subscriber line or host is given a whole /64, so counting single IPv6
 * addresses would give a guesser a fresh count for every request).
 */
export function clientNetworkOf(address: string): string {
  if (isIP(address) !== 6) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1] as string;
  const [head = '', tail = ''] = address.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
