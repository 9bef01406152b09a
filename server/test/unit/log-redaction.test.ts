import { describe, expect, it } from 'vitest';
import { isSecretFieldName, redactText, redactValue } from '../../src/lib/log-redaction.js';

describe('isSecretFieldName', () => {
  it('knows the names of credentials however they are spelled', () => {
    for (const name of ['password', 'cloud_password', 'Cloud-Password', 'cloudPassword', 'new_password', 'email_password', 'superpass', 'client_secret', 'clientSecret', 'token', 'Token', 'tokenHash', 'access_token', 'authorization', 'Authorization', 'cookie', 'set-cookie', 'apikey', 'api_key', 'x-api-key', 'appid', 'ref', 'privateKey', 'secret', 'pwd']) {
      expect(isSecretFieldName(name), name).toBe(true);
    }
  });

  it('leaves the fields one debugs with', () => {
    for (const name of ['msg', 'code', 'statusCode', 'url', 'username', 'cloudId', 'userId', 'call', 'target', 'detail', 'reqId', 'responseTime', 'constraint', 'Action User']) {
      expect(isSecretFieldName(name), name).toBe(false);
    }
  });
});

describe('redactText', () => {
  it('withholds the value of credential parameters in an address, and keeps the rest', () => {
    expect(redactText('/provisioning/account?cloud_id=acme&cloud_password=CANARY-1&cloud_username=1001')).toBe(
      '/provisioning/account?cloud_id=acme&cloud_password=[redacted]&cloud_username=1001',
    );
    expect(redactText('GET https://console.example/reset?ref=CANARY-2 failed')).toBe('GET https://console.example/reset?ref=[redacted] failed');
    expect(redactText('form cloud_id=acme&password=CANARY-3')).toBe('form cloud_id=acme&password=[redacted]');
  });

  it("withholds the QR page's token however the path is spelled", () => {
    expect(redactText('/qr/CANARY-4')).toBe('/qr/[redacted]');
    expect(redactText('see https://console.example//QR/CANARY-5 now')).toBe('see https://console.example//qr/[redacted] now');
    expect(redactText('/%71r/CANARY-6')).toBe('/qr/[redacted]');
    expect(redactText('/qr/CANARY-7?x=1')).toBe('/qr/[redacted]?x=1');
  });

  it('withholds bearer tokens, passwords in addresses and named values in free text', () => {
    expect(redactText('Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.CANARY-8')).not.toContain('CANARY-8');
    expect(redactText('smtp://mailer:CANARY-9@smtp.example:587')).toBe('smtp://mailer:[redacted]@smtp.example:587');
    expect(redactText('refused {"user":"a","password":"CANARY-10"}')).toBe('refused {"user":"a","password":"[redacted]"}');
    expect(redactText('client_secret: CANARY-11, next')).toBe('client_secret: [redacted], next');
  });

  it('withholds a generated password a sentence shows, and not the words after a credential word', () => {
    const shown = 'Created the super tenant demo with its admin. Sign in as admin with the password Xk3_pQ9-aZ7mW2bT and change it; it is shown only this once.';
    expect(redactText(shown)).toBe('Created the super tenant demo with its admin. Sign in as admin with the password [redacted] and change it; it is shown only this once.');
    expect(redactText('the password successfully changed')).toBe('the password successfully changed');
    expect(redactText('reset code 4f9a1c2e7b3d8a6f sent')).toBe('reset code [redacted] sent');
    expect(redactText('Created the super tenant demo with its admin (password from ADMIN_PASSWORD).')).toBe('Created the super tenant demo with its admin (password from ADMIN_PASSWORD).');
  });

  it('leaves ordinary text alone and cuts very long text short', () => {
    expect(redactText('audit createUpdateUser ok')).toBe('audit createUpdateUser ok');
    expect(redactText('what? a = b')).toBe('what? a = b');
    expect(redactText('x'.repeat(10_000))).toMatch(/^x{8000}…\[truncated\]$/);
  });
});

describe('redactValue', () => {
  it('withholds every credential field at any depth, and redacts every string', () => {
    const record = {
      msg: 'saved',
      password: 'CANARY-12',
      body: { user: { cloud_password: 'CANARY-13', name: 'Ann' }, list: [{ token: 'CANARY-14' }, 'https://x.example/?apikey=CANARY-15'] },
      headers: { authorization: 'Basic CANARY-16', host: 'x' },
      err: { code: '23514', message: 'failed' },
      empty: { password: '' },
    };
    const redacted = redactValue(record);
    expect(JSON.stringify(redacted)).not.toMatch(/CANARY/);
    expect(redacted).toEqual({
      msg: 'saved',
      password: '[redacted]',
      body: { user: { cloud_password: '[redacted]', name: 'Ann' }, list: [{ token: '[redacted]' }, 'https://x.example/?apikey=[redacted]'] },
      headers: { authorization: '[redacted]', host: 'x' },
      err: { code: '23514', message: 'failed' },
      empty: { password: '' },
    });
  });

  it('does not change the value it was given, and stops at a depth', () => {
    const record = { token: 'CANARY-17' };
    redactValue(record);
    expect(record.token).toBe('CANARY-17');
    let deep: Record<string, unknown> = { leaf: 1 };
    for (let i = 0; i < 12; i++) deep = { deep };
    expect(JSON.stringify(redactValue(deep))).toContain('[too deep]');
  });

  it('keeps at most 100 items of a list and 100 fields of an object, saying how many more there were', () => {
    const list = redactValue(Array.from({ length: 250 }, (_, n) => n)) as unknown[];
    expect(list).toHaveLength(101);
    expect(list.at(-1)).toBe('[150 more]');
    const wide = redactValue(Object.fromEntries(Array.from({ length: 130 }, (_, n) => [`field${n}`, n]))) as Record<string, unknown>;
    expect(Object.keys(wide)).toHaveLength(101);
    expect(wide['[more fields]']).toBe(30);
  });
});
