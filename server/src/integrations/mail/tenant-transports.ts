import { eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { Db } from '../../db/open-db.js';
import { tenants, whiteLabels } from '../../db/schema.js';
import { ipAddressOf, outsideAddressOf } from '../../lib/internal-address.js';
import type { SecretBox } from '../../lib/secret-box.js';

export const SMTP_TIMEOUT_MS = 10_000;

/** A tenant's own mail server, as its white label stores it. */
type TenantMailServer = {
  id: number;
  updatedAt: Date;
  host: string;
  port: number | null;
  username: string;
  passwordSealed: string | null;
  from: string;
  encryption: string;
};

export type TenantTransport = { transport: Transporter; from: string };

/** A white label's mail server at an internal address while MAIL_ALLOW_INTERNAL_HOSTS is off: no connection is tried. */
export class MailServerRefused extends Error {
  constructor(host: string) {
    super(`The white label's mail server ${host} is a loopback, private, link-local or cloud metadata address, which MAIL_ALLOW_INTERNAL_HOSTS does not allow: the mail was not sent`);
    this.name = 'MailServerRefused';
  }
}

/** The checked address to connect to, resolved for this mail: a name that resolved outside at save may not now. */
export async function checkedAddressOf(host: string): Promise<string> {
  const address = await outsideAddressOf(host);
  if (!address) throw new MailServerRefused(host);
  return address;
}

/**
 * The statement that reads a tenant's mail server, prepared once per connection: it is asked for
 * every mail of a send to thousands, and planning it anew each time cost more than running it.
 */
function tenantMailServerReader(db: Db) {
  const prepare = () =>
    db
      .select({
        id: whiteLabels.id,
        updatedAt: whiteLabels.updatedAt,
        host: whiteLabels.emailHost,
        port: whiteLabels.emailPort,
        username: whiteLabels.emailUsername,
        passwordSealed: whiteLabels.emailPasswordSealed,
        from: whiteLabels.emailFrom,
        encryption: whiteLabels.emailEncryption,
      })
      .from(whiteLabels)
      .innerJoin(tenants, eq(tenants.id, whiteLabels.tenantId))
      .where(eq(tenants.cloudId, sql.placeholder('cloudId')))
      .limit(1)
      .prepare('tenant_mail_server');
  // Made at the first mail for a tenant: a process that sends none never builds it.
  let read: ReturnType<typeof prepare> | undefined;
  return async (cloudId: string): Promise<TenantMailServer | undefined> => {
    read ??= prepare();
    const [server] = await read.execute({ cloudId });
    return server && server.host.trim() !== '' ? server : undefined;
  };
}

/** A white label's mail server with its password opened, as a transport is built from it. */
export type MailServerSettings = { host: string; port: number | null; username: string; password: string; encryption: string };

/**
 * 'ssl' is TLS from the first byte; 'tls' and 'starttls' upgrade a plain connection and refuse a server
 * that cannot; 'none' stays plain even when the server offers STARTTLS (its certificate may not hold).
 * With a checked `address`, the transport connects there and still names (and verifies) the host in TLS.
 */
export function mailServerOptions(server: MailServerSettings, address: string | undefined): SMTPTransport.Options {
  const host = server.host.trim();
  return {
    host: address ?? host,
    ...(address && !ipAddressOf(host) ? { servername: host } : {}),
    ...(server.port ? { port: server.port } : {}),
    secure: server.encryption === 'ssl',
    requireTLS: server.encryption === 'tls' || server.encryption === 'starttls',
    ignoreTLS: server.encryption === 'none',
    ...(server.username ? { auth: { user: server.username, pass: server.password } } : {}),
  };
}

function createTenantTransport(server: TenantMailServer, secrets: SecretBox, address: string | undefined, connections: number): Transporter {
  const password = server.passwordSealed ? secrets.open(server.passwordSealed) : '';
  return nodemailer.createTransport({
    ...mailServerOptions({ ...server, password }, address),
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
    // Open connections are reused by the mails sent side by side (a send to a whole domain).
    pool: true,
    maxConnections: connections,
  });
}

/**
 * The transports of tenants whose white label names a mail server. The white label is read for every
 * mail (mails prepared together share one read), so a saved change applies to the next one; the
 * transport itself is kept per white label until the white label is saved again, so that a storm of
 * QR mails does not build one per mail.
 * Unless `allowInternalHosts`, the mail server's name is resolved and checked for every mail, and the
 * transport connects to the checked address (a new address builds a new transport).
 */
export function createTenantTransports(db: Db, secrets: SecretBox, options: { allowInternalHosts: boolean; connections?: number }) {
  const cache = new Map<number, { key: string; transport: Transporter }>();
  // The mails of one tenant prepared side by side share a read already on its way (it started at
  // most one round trip before them): a saved change applies from the next read on.
  const reading = new Map<string, Promise<TenantMailServer | undefined>>();
  const findTenantMailServer = tenantMailServerReader(db);
  const mailServerOf = (cloudId: string) => {
    let read = reading.get(cloudId);
    if (!read) {
      read = findTenantMailServer(cloudId).finally(() => reading.delete(cloudId));
      reading.set(cloudId, read);
    }
    return read;
  };

  return {
    /** The tenant's transport and From, or undefined when the tenant's mail goes through the product's server. */
    async forTenant(cloudId: string): Promise<TenantTransport | undefined> {
      const server = await mailServerOf(cloudId);
      if (!server) return undefined;
      const address = options.allowInternalHosts ? undefined : await checkedAddressOf(server.host.trim());
      const key = `${server.updatedAt.getTime()} ${address ?? ''}`;
      const cached = cache.get(server.id);
      if (cached?.key === key) return { transport: cached.transport, from: server.from };
      const transport = createTenantTransport(server, secrets, address, options.connections ?? 1);
      cache.set(server.id, { key, transport });
      cached?.transport.close();
      return { transport, from: server.from };
    },

    /** Closes every transport (their pooled connections); a later mail would build fresh ones. */
    closeAll(): void {
      for (const { transport } of cache.values()) transport.close();
      cache.clear();
    },

    /** Closes a transport that stopped answering; the tenant's next mail builds a fresh one. */
    forget(transport: Transporter): void {
      for (const [id, entry] of cache) {
        if (entry.transport !== transport) continue;
        cache.delete(id);
        transport.close();
      }
    },
  };
}
