import { describe, expect, it } from 'vitest';
import { joinUrl, oneLine, shownUrl, withoutSecrets } from '../../src/integrations/outside-http/outside-text.js';

describe('outside-system texts', () => {
  it('show an address without a user and password written into it, and with secret parameters withheld', () => {
    const url = new URL('https://ops:hunter22@api.example.com/peerless/mag/v1/portability?api_key=k3y-value&tn=6025550123');
    const shown = shownUrl(url, ['api_key']);
    expect(shown).toBe('https://api.example.com/peerless/mag/v1/portability?api_key=[redacted]&tn=6025550123');
    expect(shown).not.toContain('hunter22');
  });

  it('withhold every secret as written and as encoded, leaving short values alone', () => {
    expect(withoutSecrets('token a+b/c= and a%2Bb%2Fc%3D, id 12', ['a+b/c=', '12', undefined])).toBe('token [redacted] and [redacted], id 12');
  });

  it('join a base with a path prefix and parameters, and cut an outside system\'s words to one line', () => {
    expect(joinUrl('http://127.0.0.1:8083/inteliquent/', '/portInAvailability', { a: '1' }).toString()).toBe('http://127.0.0.1:8083/inteliquent/portInAvailability?a=1');
    expect(oneLine('  bad\n  request ')).toBe('bad request');
    expect(oneLine('x'.repeat(300))).toHaveLength(201);
    expect(oneLine(42)).toBeUndefined();
  });
});
