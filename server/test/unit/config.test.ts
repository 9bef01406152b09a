import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 8080, SUPER_TENANT_CLOUD_ID: 'demo', SESSION_IDLE_MINUTES: 480, SESSION_MAX_DAYS: 7, SESSION_CACHE_SECONDS: 5 });
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('lists every bad key at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'nope', SMTP_URL: 'http://mail.example', SEED_DEMO: 'maybe' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const key of ['PORT', 'DATABASE_URL', 'SMTP_URL', 'SEED_DEMO']) expect(problems).toContain(key);
  });

  it('seeds demo data on the embedded database only, unless SEED_DEMO says otherwise', () => {
    const key = 'a'.repeat(64);
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/app', APP_SECRET_KEY: key }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/app', APP_SECRET_KEY: key, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('retries a piece of a Reprovisioning or Device Sync 3 times from 10 s, and never without a wait', () => {
    expect(loadConfig({})).toMatchObject({ DEVICE_JOB_RETRY_LIMIT: 3, DEVICE_JOB_RETRY_DELAY_SECONDS: 10 });
    expect(loadConfig({ DEVICE_JOB_RETRY_LIMIT: '0' }).DEVICE_JOB_RETRY_LIMIT).toBe(0);
    for (const [key, value] of [['DEVICE_JOB_RETRY_LIMIT', '-1'], ['DEVICE_JOB_RETRY_DELAY_SECONDS', '0']] as const) {
      expect(() => loadConfig({ [key]: value })).toThrow(new RegExp(key));
    }
  });

  it('needs APP_SECRET_KEY with DATABASE_URL, so that every process seals secrets with the same key', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/app' })).toThrow(/APP_SECRET_KEY: is required with DATABASE_URL/);
  });

  it('keeps sessions in memory for at most a minute, or not at all', () => {
    expect(loadConfig({ SESSION_CACHE_SECONDS: '0' }).SESSION_CACHE_SECONDS).toBe(0);
    for (const value of ['61', '-1', '2.5']) expect(() => loadConfig({ SESSION_CACHE_SECONDS: value })).toThrow(/SESSION_CACHE_SECONDS/);
  });

  it('scales per-user call limits by a positive factor', () => {
    expect(loadConfig({}).PER_USER_LIMIT_FACTOR).toBe(1);
    expect(loadConfig({ PER_USER_LIMIT_FACTOR: '2.5' }).PER_USER_LIMIT_FACTOR).toBe(2.5);
    expect(() => loadConfig({ PER_USER_LIMIT_FACTOR: '0' })).toThrow(/PER_USER_LIMIT_FACTOR/);
  });

  it('has the provisioning service defaults and refuses a re-provisioning interval under a minute', () => {
    expect(loadConfig({})).toMatchObject({ PROVISIONING_MAX_FAILURES: 5, PROVISIONING_FAILURE_WINDOW_MINUTES: 15, PROVISIONING_INTERVAL_SECONDS: 3600 });
    expect(loadConfig({ PROVISIONING_MAX_FAILURES: '3', PROVISIONING_INTERVAL_SECONDS: '600' })).toMatchObject({ PROVISIONING_MAX_FAILURES: 3, PROVISIONING_INTERVAL_SECONDS: 600 });
    expect(() => loadConfig({ PROVISIONING_INTERVAL_SECONDS: '59' })).toThrow(/PROVISIONING_INTERVAL_SECONDS/);
    expect(() => loadConfig({ PROVISIONING_MAX_FAILURES: '0' })).toThrow(/PROVISIONING_MAX_FAILURES/);
  });

  it('keeps QR e-mail tokens 7 days unless PROVISIONING_TOKEN_DAYS says otherwise', () => {
    expect(loadConfig({}).PROVISIONING_TOKEN_DAYS).toBe(7);
    expect(loadConfig({ PROVISIONING_TOKEN_DAYS: '0.5' }).PROVISIONING_TOKEN_DAYS).toBe(0.5);
    expect(() => loadConfig({ PROVISIONING_TOKEN_DAYS: '0' })).toThrow(/PROVISIONING_TOKEN_DAYS/);
    expect(() => loadConfig({ PROVISIONING_TOKEN_DAYS: 'soon' })).toThrow(/PROVISIONING_TOKEN_DAYS/);
  });

  it('keeps white labels off internal mail servers unless MAIL_ALLOW_INTERNAL_HOSTS turns it off', () => {
    expect(loadConfig({}).MAIL_ALLOW_INTERNAL_HOSTS).toBe(false);
    expect(loadConfig({ MAIL_ALLOW_INTERNAL_HOSTS: 'true' }).MAIL_ALLOW_INTERNAL_HOSTS).toBe(true);
    expect(loadConfig({ MAIL_ALLOW_INTERNAL_HOSTS: '1' }).MAIL_ALLOW_INTERNAL_HOSTS).toBe(true);
    expect(loadConfig({ MAIL_ALLOW_INTERNAL_HOSTS: 'false' }).MAIL_ALLOW_INTERNAL_HOSTS).toBe(false);
    expect(() => loadConfig({ MAIL_ALLOW_INTERNAL_HOSTS: 'yes please' })).toThrow(/MAIL_ALLOW_INTERNAL_HOSTS/);
  });

  it('refuses a short ADMIN_PASSWORD', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: '12345' })).toThrow(/ADMIN_PASSWORD/);
  });
});
