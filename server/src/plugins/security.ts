import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** An answer that holds a secret (a session, a token, a QR code, SIP credentials) is kept nowhere. */
export function noStore(reply: FastifyReply): void {
  reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
}

/**
 * Security headers for everything served: a CSP without inline script, no framing, no sniffing.
 * Mantine writes its CSS variables into a style element, hence inline styles are allowed.
 * API answers are never stored by a browser or a proxy.
 */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onSend', async (request, reply) => {
    // By the route answering, not by how the address was spelled: every call of the contract (sessions,
    // QR codes, the provisioning endpoint's SIP credentials), its errors and its 405 alike.
    if (request.routeOptions.config?.answer || request.url.startsWith('/api/')) noStore(reply);
  });
}
