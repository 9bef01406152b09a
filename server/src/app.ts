import multipart from '@fastify/multipart';
import { MAX_IMAGE_BYTES } from '@mamt/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { trustedProxies } from './lib/trust-proxy.js';
import { registerMetrics, serveMetrics } from './plugins/metrics.js';
import type { Database } from './db/open-db.js';
import { serializeLoggedError } from './lib/log-error.js';
import { logDestination } from './lib/log-output.js';
import { teeLoggerOptions, type ConsoleLogger } from './lib/log-tee.js';
import { serializeLoggedRequest } from './lib/log-request.js';
import { OneLinePerRequest } from './lib/one-line-per-request.js';
import { registerApiDocs } from './plugins/api-docs.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerHealth } from './plugins/health.js';
import { registerSecurity } from './plugins/security.js';
import { registerStaticFiles } from './plugins/static-files.js';
import { registerCalls } from './rpc/register-calls.js';
import { createServices } from './services.js';
import { createLogStore } from './features/logs/log-store.js';
import { systemLogSinks } from './features/logs/log-sinks.js';
import { createJobQueue } from './jobs/pg-boss-queue.js';

/** `workJobs: false`: the app stores jobs but works none (a test of what a call stores before any worker runs). */
export type BuildAppOptions = { config: Config; database: Database; logger?: boolean | object; workJobs?: boolean };

/** Plugin order: external plugins -> app plugins (errors, security, services) -> calls -> static files. */
export async function buildApp({ config, database, logger, workJobs = true }: BuildAppOptions): Promise<FastifyInstance> {
  const consoleLogger: ConsoleLogger =
    logger === false
      ? false
      : typeof logger === 'object'
        ? (logger as ConsoleLogger)
        : { level: config.LOG_LEVEL, redact: ['req.headers.token', 'req.headers.authorization'], ...logDestination(config.LOG_FORMAT) };
  // System Logs keeps the records at info and above whatever the console shows (or when it shows nothing).
  const logStore = createLogStore({ sinks: systemLogSinks(database.db, config) });
  const app = Fastify({
    // Whatever logs an error, the values of a failed query stay out of the log; so do credentials in a URL.
    logger: { ...teeLoggerOptions(consoleLogger, logStore), serializers: { err: serializeLoggedError, req: serializeLoggedRequest } },
    logController: new OneLinePerRequest(),
    trustProxy: trustedProxies(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 5, fields: 60, fieldSize: 64 * 1024 } });
  await registerApiDocs(app);
  registerErrorHandler(app);
  await registerSecurity(app);

  const jobs = createJobQueue(database, app.log);
  const services = createServices(database, config, app.log, jobs);
  // Before any route: every answer is timed.
  registerMetrics(app, services.metrics, database);
  serveMetrics(app, services.metrics, config, app.log);
  registerHealth(app, database.db);
  registerCalls(app, { ...services, perUserLimitFactor: config.PER_USER_LIMIT_FACTOR });
  await registerStaticFiles(app, { dataDir: config.dataDir, webDist: config.webDist, files: services.files });
  // Workers start once everything is registered, and stop before the database closes (main.ts and tests close the app first);
  // then the mail servers' pooled connections are ended rather than left open until they time out.
  app.addHook('onClose', async () => {
    const stopping = Date.now();
    await jobs.stop();
    app.log.info({ ms: Date.now() - stopping }, 'background work stopped');
    await services.stop();
    services.mailer.close();
    // Last: what the steps above logged is written too, while the database is still open.
    await logStore.close();
  });
  try {
    await services.start();
    await jobs.start({ work: workJobs });
  } catch (error) {
    await jobs.stop().catch(() => {});
    await services.stop().catch(() => {});
    await logStore.close();
    throw error;
  }
  return app;
}
