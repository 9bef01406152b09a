import Fastify from 'fastify';
import { TEXT_HAS_NUL } from '@mamt/contract';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../src/plugins/error-handler.js';

async function appThrowing(error: unknown) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/boom', async () => {
    throw error;
  });
  await app.ready();
  return app;
}

describe('error handler', () => {
  it('answers 400, not 500, when the database refuses a NUL character (wrapped or not)', async () => {
    const refused = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    for (const error of [refused, new Error('Failed query', { cause: refused })]) {
      const app = await appThrowing(error);
      const response = await app.inject({ method: 'GET', url: '/boom' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: TEXT_HAS_NUL });
      await app.close();
    }
  });

  it('keeps the details of an unexpected failure out of the answer', async () => {
    const app = await appThrowing(new Error('secret detail'));
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret detail');
    await app.close();
  });
});
