import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { vinSolutionsClientFor } from '../../src/integrations/vinsolutions/create-vinsolutions-client.js';

const SETTINGS = {
  VINSOLUTIONS_TOKEN_URL: 'https://authentication.vinsolutions.example/connect/token',
  VINSOLUTIONS_API_URL: 'https://api.vinsolutions.example',
  VINSOLUTIONS_CLIENT_ID: 'provider-client',
  VINSOLUTIONS_CLIENT_SECRET: 'provider-client-secret',
  VINSOLUTIONS_API_KEY: 'provider-api-key',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('the VinSolutions settings', () => {
  it('are all optional: unset, the server has no dealer CRM client', () => {
    const config = loadConfig({});
    expect(config.VINSOLUTIONS_TIMEOUT_MS).toBe(8000);
    expect(vinSolutionsClientFor(config)).toBeUndefined();
  });

  it('all five set give a client; the timeout can be changed', () => {
    const config = loadConfig({ ...SETTINGS, VINSOLUTIONS_TIMEOUT_MS: '2500' });
    expect(config.VINSOLUTIONS_TIMEOUT_MS).toBe(2500);
    expect(vinSolutionsClientFor(config)).toBeDefined();
  });

  it('some without the others: every missing one is named at boot', () => {
    const { VINSOLUTIONS_API_KEY: _key, VINSOLUTIONS_CLIENT_SECRET: _secret, ...some } = SETTINGS;
    const problems = problemsOf(some);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^VINSOLUTIONS_CLIENT_SECRET: is required with the other VinSolutions settings/);
    expect(problems[1]).toMatch(/^VINSOLUTIONS_API_KEY: is required/);
  });

  it('refuses addresses that are not http(s) and a timeout that is not a positive whole number, never echoing a value', () => {
    const problems = problemsOf({ ...SETTINGS, VINSOLUTIONS_API_URL: 'ftp://api.vinsolutions.example', VINSOLUTIONS_TOKEN_URL: 'not a url', VINSOLUTIONS_TIMEOUT_MS: '0' });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual(['VINSOLUTIONS_API_URL', 'VINSOLUTIONS_TIMEOUT_MS', 'VINSOLUTIONS_TOKEN_URL']);
    expect(problems.join('\n')).not.toContain(SETTINGS.VINSOLUTIONS_CLIENT_SECRET);
  });
});
