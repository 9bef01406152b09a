import { describe, expect, it } from 'vitest';
import { TENANT_EXTRA_ELEMENTS, isProductElement, isTenantElement, secretPlaceholderIn } from '../src/index.js';

describe('secretPlaceholderIn', () => {
  it('finds every placeholder the app would fill with an account secret, however it is written', () => {
    const cases: Array<[string, string]> = [
      ['%account[password]%', '%account[password]%'],
      ['u=%account[cloud_username]%&p=%ACCOUNT[Cloud_Password]%', '%ACCOUNT[Cloud_Password]%'],
      ['% account [ authPassword ] %', '% account [ authPassword ] %'],
      ['%account[password]', '%account[password]'],
      ['%account[apiKey]%', '%account[apiKey]%'],
      ['%account[pushToken]%', '%account[pushToken]%'],
      ['%account[sipSecret]%', '%account[sipSecret]%'],
      ['%a%password%', '%password%'],
      ['%account[x]%account[password]%', '%account[password]%'],
      // Characters the Account XML drops would join the placeholder together again.
      ['%acc\u0001ount[pass\u200bword]%', '%account[password]%'],
    ];
    for (const [value, placeholder] of cases) expect(secretPlaceholderIn(value), value).toBe(placeholder);
  });

  it('leaves other placeholders and plain text alone', () => {
    for (const value of ['%account[cloud_username]%', '%installid%', '50% off, 20% more', 'https://push.example.net/r?u=%account[username]%', '']) {
      expect(secretPlaceholderIn(value), value).toBeUndefined();
    }
  });
});

describe('TENANT_EXTRA_ELEMENTS', () => {
  it('names none of the product elements nor anything that sends data, identity or media security', () => {
    for (const name of TENANT_EXTRA_ELEMENTS) {
      expect(isProductElement(name), name).toBe(false);
      expect(name, name).not.toMatch(/url|post|sms|caller|sdes|zrtp|srtp|display|user|proxy|host|stun|push|rewriting|auto/i);
    }
    expect(isTenantElement('codecOrder')).toBe(true);
    expect(isTenantElement('CodecOrder')).toBe(false);
  });
});
