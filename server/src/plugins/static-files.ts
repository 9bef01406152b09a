import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MESSAGES, formatMessage } from '@mamt/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';

/**
 * Uploaded images under /uploads (an SVG cannot run script even when opened directly), and the
 * built console with a fallback to index.html so that deep links such as /users/details work.
 */
export async function registerStaticFiles(app: FastifyInstance, options: { dataDir: string; webDist: string }): Promise<void> {
  const uploadsDir = path.join(options.dataDir, 'uploads');
  fs.mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    setHeaders: (res) => {
      res.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      res.header('Cache-Control', 'public, max-age=86400');
    },
  });

  const hasWeb = fs.existsSync(path.join(options.webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      index: 'index.html',
      setHeaders: (res, filePath) => {
        // Hashed assets never change; index.html must always be fresh to point at the newest ones.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'no-cache');
      },
    });
  } else {
    app.log.warn(`No built console in ${options.webDist}: run "npm run build" to serve it.`);
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/uploads/');
    if (isPage && hasWeb) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html', options.webDist);
    }
    const missing = formatMessage(MESSAGES.noSuchAddress, { method: request.method, path: request.url.split('?')[0] ?? '' });
    return reply.status(404).send(new AppError('NOT_FOUND', missing).toBody());
  });
}
