import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/open-db.js';
import { subscribers, whiteLabels } from '../../db/schema.js';
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

async function findTenantMailServer(db: Db, cloudId: string): Promise<TenantMailServer | undefined> {
  const [server] = await db
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
    .innerJoin(subscribers, eq(subscribers.id, whiteLabels.subscriberId))
    .where(eq(subscribers.cloudId, cloudId))
    .limit(1);
  return server && server.host.trim() !== '' ? server : undefined;
}

/**
 * 'ssl' is TLS from the first byte; 'tls' and 'starttls' upgrade a plain connection and refuse a server
 * that cannot; 'none' stays plain even when the server offers STARTTLS (its certificate may not hold).
 */
function createTenantTransport(server: TenantMailServer, secrets: SecretBox): Transporter {
  return nodemailer.createTransport({
    host: server.host.trim(),
    ...(server.port ? { port: server.port } : {}),
    secure: server.encryption === 'ssl',
    requireTLS: server.encryption === 'tls' || server.encryption === 'starttls',
    ignoreTLS: server.encryption === 'none',
    ...(server.username ? { auth: { user: server.username, pass: server.passwordSealed ? secrets.open(server.passwordSealed) : '' } } : {}),
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
}

/**
 * The transports of tenants whose white label names a mail server. The white label is read for every
 * mail, so a saved change applies to the next one; the transport itself is kept per white label until
 * the white label is saved again, so that a storm of QR mails does not build one per mail.
 */
export function createTenantTransports(db: Db, secrets: SecretBox) {
  const cache = new Map<number, { updatedAt: number; transport: Transporter }>();

  return {
    /** The tenant's transport and From, or undefined when the tenant's mail goes through the product's server. */
    async forTenant(cloudId: string): Promise<TenantTransport | undefined> {
      const server = await findTenantMailServer(db, cloudId);
      if (!server) return undefined;
      const cached = cache.get(server.id);
      if (cached?.updatedAt === server.updatedAt.getTime()) return { transport: cached.transport, from: server.from };
      const transport = createTenantTransport(server, secrets);
      cache.set(server.id, { updatedAt: server.updatedAt.getTime(), transport });
      cached?.transport.close();
      return { transport, from: server.from };
    },
  };
}
