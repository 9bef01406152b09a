import { MESSAGES, TEXT_HAS_NUL, calls, type CallDefinition } from '@mamt/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { multipart } from '../support/multipart.js';
import { useTestApp } from '../support/test-app.js';

const app = useTestApp();

const NUL_TEXT = 'a\u0000b';
const SURROGATE_TEXT = 'x\ud800y';

/** What no text field takes, each with its refusal: PostgreSQL stores neither a NUL nor a lone surrogate (jsonb refuses it). */
const BAD_TEXTS = [
  ['a NUL character', NUL_TEXT, TEXT_HAS_NUL],
  ['a lone UTF-16 surrogate', SURROGATE_TEXT, MESSAGES.textHasLoneSurrogate.text],
] as const;

/** A call input's fields, with what must come with them: the choice of a discriminated union (the provider of a test connection). */
type Variant = { fields: string[]; base: Record<string, unknown> };

function variantsOf(schema: z.ZodType): Variant[] {
  if (schema instanceof z.ZodObject) return [{ fields: Object.keys(schema.shape), base: {} }];
  if (schema instanceof z.ZodPipe) return variantsOf(schema.in as z.ZodType);
  if (schema instanceof z.ZodDiscriminatedUnion) {
    const key = schema.def.discriminator;
    return (schema.options as z.ZodObject[]).map((option) => ({
      fields: Object.keys(option.shape).filter((field) => field !== key),
      base: { [key]: (option.shape[key] as z.ZodLiteral).value },
    }));
  }
  throw new Error('every call input is an object, or a union of objects told apart by one field');
}

/** A field that takes free text (not a number, a flag or a fixed choice): the builder must refuse the NUL. */
function isFreeText(schema: z.ZodType, field: string, base: Record<string, unknown>): boolean {
  const single = schema.safeParse({ ...base, [field]: 'plain text' });
  return !single.error?.issues.some((issue) => issue.path[0] === field);
}

async function send(call: CallDefinition, field: string, bad: string, base: Record<string, unknown>) {
  const url = call.path ?? `/api/v1/${call.name}`;
  if (call.body?.kind === 'multipart') {
    // UTF-8 cannot carry a lone surrogate; a part in UTF-16 can.
    const { payload, headers } = multipart([{ name: field, value: bad, ...(bad === SURROGATE_TEXT ? { charset: 'utf-16le' as const } : {}) }]);
    return app.t.app.inject({ method: 'POST', url, payload, headers: { ...headers, token: app.superToken } });
  }
  if (call.method === 'GET') {
    return app.t.app.inject({ method: 'GET', url, query: { [field]: bad }, headers: { token: app.superToken } });
  }
  // XML calls answer one message (the softphone app shows it), so the other fields are valid there.
  const valid = call.answer === 'xml' ? { cloud_id: 'acme', cloud_username: 'someone', cloud_password: 'secret' } : {};
  return app.t.app.inject({ method: 'POST', url, payload: { ...valid, ...base, [field]: bad }, headers: { token: app.superToken } });
}

const cases = (Object.values(calls) as CallDefinition[]).flatMap((call) =>
  variantsOf(call.input).flatMap(({ fields, base }) => fields.map((field) => [call.name, field, JSON.stringify(base), call, base] as const)),
);

describe.each(BAD_TEXTS)('%s in any field of any call', (_what, bad, refusal) => {
  it('covers the calls that take text, including the anonymous ones', () => {
    expect(cases.some(([name, field]) => name === 'authLogin' && field === 'user')).toBe(true);
    expect(cases.length).toBeGreaterThan(60);
  });

  it.each(cases)('%s %s (with %s): a 400 naming the field, never a 500', async (_name, field, _with, call, base) => {
    const response = await send(call, field, bad, base);
    expect(response.statusCode, response.body).toBe(400);
    if (call.answer === 'xml') {
      expect(response.headers['content-type']).toMatch(/^application\/xml/);
      expect(response.body).toContain(`<message>${refusal}</message>`);
      return;
    }
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fieldErrors).toHaveProperty([field]);
    if (isFreeText(call.input, field, base)) expect(body.fieldErrors[field]).toBe(refusal);
  });
});

describe('a NUL character or a lone surrogate elsewhere', () => {
  it('is refused in the query and the form of the platform proxy too', async () => {
    const response = await app.t.app.inject({
      method: 'POST',
      url: '/api/mamt/ns-api?object=subscriber&action=read&format=json',
      headers: { token: app.superToken, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `domain=${encodeURIComponent(NUL_TEXT)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ domain: TEXT_HAS_NUL });
  });

  it('is refused in a JSON body whatever the key, and signs nobody in', async () => {
    const response = await app.t.call('authLogin', { cloud_id: 'demo', user: `admin${'\u0000'}`, password: 'demo-pass-1234' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ user: TEXT_HAS_NUL });
    const oddKey = await app.t.call('authLogin', { cloud_id: 'demo', user: 'admin', password: 'demo-pass-1234', [NUL_TEXT]: NUL_TEXT });
    expect(oddKey.statusCode).toBe(200);
  });

  it('is refused inside a list of a call, named by its row', async () => {
    const profile = { profilename: 'P', cloud_id: 'acme', outboundproxyenabled: 0, outboundproxyhost: 'sbc.example', port: 5060 };
    for (const [bad, refusal] of [[NUL_TEXT, TEXT_HAS_NUL], [SURROGATE_TEXT, MESSAGES.textHasLoneSurrogate.text]]) {
      const response = await app.t.call('profileCreateUpdate', { ...profile, extra_elements: [{ name: 'codecOrder', value: '0' }, { name: 'keepAlive', value: bad }] }, app.superToken);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fieldErrors).toEqual({ 'extra_elements.1.value': refusal });
    }
  });
});
