import { calls } from '@mamt/contract';
import { describe, expect, it } from 'vitest';
import { assertCallsComplete } from '../../src/rpc/register-calls.js';

describe('assertCallsComplete', () => {
  it('refuses to start when a call of the contract has no handler', () => {
    const handlers = Object.fromEntries(Object.keys(calls).map((name) => [name, async () => ({})]));
    expect(() => assertCallsComplete(handlers)).not.toThrow();
    delete handlers.userDetail;
    expect(() => assertCallsComplete(handlers)).toThrow(/userDetail has no handler/);
  });
});
