import { describe, expect, it } from 'vitest';
import { serializeLoggedError } from '../../src/lib/log-error.js';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g';

/** The shape drizzle throws: the SQL and its values in the message, the driver's error as the cause. */
function failedQuery(): Error {
  const driver = Object.assign(new Error('new row for relation "console_users" violates check constraint "probe"'), {
    code: '23514',
    constraint: 'probe',
    detail: `Failing row contains (7, acme, probe, ${HASH}).`,
    params: ['acme', 'probe', HASH],
  });
  return Object.assign(new Error(`Failed query: insert into "console_users" values ($1, $2, $3)\nparams: acme,probe,${HASH}`, { cause: driver }), {
    query: 'insert into "console_users" values ($1, $2, $3)',
    params: ['acme', 'probe', HASH],
  });
}

describe('serializeLoggedError', () => {
  it('keeps the SQL, the codes and the frames of a failed query, and none of its values', () => {
    const logged = serializeLoggedError(failedQuery());
    expect(JSON.stringify(logged)).not.toContain('argon2');
    expect(logged).toMatchObject({ code: '23514', constraint: 'probe', query: 'insert into "console_users" values ($1, $2, $3)' });
    expect(logged.message).toBe('Failed query: insert into "console_users" values ($1, $2, $3): new row for relation "console_users" violates check constraint "probe"');
    expect(logged.stack).toMatch(/^Error: Failed query: insert into[^\n]*\n\s+at /);
    expect(logged.stack).toContain('caused by: Error: new row for relation');
  });

  it('leaves ordinary errors as they were', () => {
    const logged = serializeLoggedError(Object.assign(new TypeError('bad thing'), { statusCode: 502 }));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'bad thing', statusCode: 502 });
    expect(logged.stack.startsWith('TypeError: bad thing\n')).toBe(true);
  });
});
