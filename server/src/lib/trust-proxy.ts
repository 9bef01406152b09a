import { isIP } from 'node:net';
import { z } from 'zod';

/** An IPv4 or IPv6 address, optionally with a prefix length (`10.0.0.0/8`, `fd00::/8`). */
const isAddressOrRange = (value: string) => {
  const [address = '', prefix, extra] = value.split('/');
  if (extra !== undefined || isIP(address) === 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (isIP(address) === 4 ? 32 : 128));
};

/**
 * Which proxies in front of the server are believed about the client's address (X-Forwarded-For):
 * none (`false`), the nearest `n` (a number of hops: the address the outermost of them saw), or those
 * at the addresses named (a comma-separated list of addresses and ranges). A client writes whatever it
 * likes into the header, so its leftmost entry is never taken: `true` means one proxy, the address it
 * saw. Every per-address limit counts the address this gives.
 */
export const ZTrustProxy = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (value === 'false' || value === '0' || value === '') return false;
    if (value === 'true') return 1;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const addresses = value.split(',').map((part) => part.trim());
    if (addresses.every(isAddressOrRange)) return addresses;
    context.addIssue({ code: 'custom', message: 'must be false, a number of proxy hops (true: 1), or a comma-separated list of the proxies\' addresses or ranges', input: value });
    return z.NEVER;
  });

/** Who is trusted, as TRUST_PROXY gives it. */
export type TrustProxy = z.output<typeof ZTrustProxy>;

/**
 * TRUST_PROXY as Fastify takes it: a number of hops as the function that trusts the nearest ones
 * (the socket's peer is hop 0), a list of addresses as it is.
 */
export const trustedProxies = (trust: TrustProxy) => (typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust);
