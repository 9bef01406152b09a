import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MESSAGES, formatMessage } from '@mamt/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { importUploadsFolder, UPLOADS_PATH, type FileStore } from '../lib/file-store.js';
import { contentTypeOf } from '../lib/images.js';
import { isQrPagePath } from '../lib/log-request.js';
import { noStore } from './security.js';

type StaticFilesOptions = { dataDir: string; webDist: string; files: FileStore };

/** Vite's content-hashed files: a new build gives them new names, so a browser may keep them for good. */
const HASHED_ASSETS = '/assets/';

/**
 * Uploaded images under /uploads, read from the file store so that every process serves them (an
 * SVG cannot run script even when opened directly), and the built console with a fallback to
 * index.html so that deep links such as /users/details work. The build writes a brotli and a gzip
 * copy beside each text file (web/vite-precompress.ts): a browser gets the smallest one it accepts,
 * with nothing compressed per request.
 */
export async function registerStaticFiles(app: FastifyInstance, options: StaticFilesOptions): Promise<void> {
  const imported = await importUploadsFolder(path.join(options.dataDir, 'uploads'), options.files, contentTypeOf);
  if (imported > 0) app.log.info(`${imported} uploaded files copied from the data folder into the database`);

  app.get<{ Params: { name: string } }>(`${UPLOADS_PATH}:name`, async (request, reply) => {
    const file = await options.files.get(request.params.name);
    if (!file) return reply.callNotFound();
    // A stored file never changes under its random name, so the name is its entity tag.
    const etag = `"${request.params.name}"`;
    reply.header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('Cache-Control', 'public, max-age=86400')
      .header('Last-Modified', file.createdAt.toUTCString())
      .send(file.data);
  });

  const hasWeb = fs.existsSync(path.join(options.webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      index: 'index.html',
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Hashed assets never change; index.html must always be fresh to point at the newest ones. The QR
        // page's address is a live one-time token: that page is kept in no cache at all.
        if (filePath.startsWith(path.join(options.webDist, HASHED_ASSETS))) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        else if (isQrPagePath(reply.request.url.split('?')[0] ?? '')) noStore(reply);
        else reply.header('Cache-Control', 'no-cache');
      },
    });
  } else {
    app.log.warn(`No built console in ${options.webDist}: run "npm run build" to serve it.`);
  }

  app.setNotFoundHandler((request, reply) => {
    // A client route is any other address read with GET or HEAD. A missing hashed asset (asked for by a
    // page of an older build) is a 404, not the console's HTML under a script's name.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !['/api/', UPLOADS_PATH, HASHED_ASSETS].some((prefix) => request.url.startsWith(prefix));
    if (isPage && hasWeb) {
      return reply.type('text/html').sendFile('index.html', options.webDist);
    }
    const missing = formatMessage(MESSAGES.noSuchAddress, { method: request.method, path: request.url.split('?')[0] ?? '' });
    return reply.status(404).send(new AppError('NOT_FOUND', missing).toBody());
  });
}
