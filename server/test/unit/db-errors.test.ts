import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../src/lib/db-errors.js';

const driverError = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505', constraint: 'subscribers_cloud_id_unique' });

describe('isUniqueViolation', () => {
  it("finds the driver's error however deep the wrapping", () => {
    const wrapped = new Error('Failed query: insert into ...', { cause: driverError });
    expect(isUniqueViolation(driverError)).toBe(true);
    expect(isUniqueViolation(wrapped)).toBe(true);
    expect(isUniqueViolation(new Error('outer', { cause: wrapped }), 'subscribers_cloud_id_unique')).toBe(true);
  });

  it('tells keys and other failures apart, and survives a cause cycle', () => {
    expect(isUniqueViolation(new Error('x', { cause: driverError }), 'console_users_cloud_username_idx')).toBe(false);
    expect(isUniqueViolation(Object.assign(new Error('fk'), { code: '23503' }))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
    const looped: Error & { cause?: unknown } = new Error('loop');
    looped.cause = looped;
    expect(isUniqueViolation(looped)).toBe(false);
  });
});
