import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGE_TEXTS, ZStaticAccountForm, calls, defineCall, isHostPort, signedIn, scope, type CallDefinition } from '../src/index.js';

describe('a call naming its own refusal', () => {
  it('names only catalog messages that need no values', () => {
    for (const call of Object.values(calls) as CallDefinition[]) {
      if (call.deniedMessage === undefined) continue;
      expect(MESSAGE_TEXTS[call.deniedMessage], call.name).not.toContain('{');
    }
    expect(calls.createUpdateAccount.deniedMessage).toBe('engineeringSupportEdit');
    expect(calls.deleteAccountDetail.deniedMessage).toBe('engineeringSupportDelete');
    const withValues = () =>
      defineCall({
        name: 'example',
        summary: 'A refusal with a value to fill in would reach the caller unfilled.',
        access: signedIn,
        scope: scope.none,
        effect: 'read',
        input: z.object({}),
        output: z.object({}),
        // @ts-expect-error unknownCloudId has a {cloudId} to fill in
        deniedMessage: 'unknownCloudId',
      });
    expect(withValues).toBeTypeOf('function');
  });
});

describe('static account form', () => {
  it('reads a SIP server as host or host:port', () => {
    for (const good of ['sip.example.com', 'sip.example.com:5061', '10.1.2.3', '10.1.2.3:5060', '[2001:db8::1]', '[2001:db8::1]:5060', 'localhost']) {
      expect(isHostPort(good), good).toBe(true);
    }
    for (const bad of ['', 'sip example', 'sip.example.com:0', 'sip.example.com:65536', 'sip:sip.example.com', 'a..b', 'host:', '[nothex]:5060', `${'a'.repeat(64)}.example`]) {
      expect(isHostPort(bad), bad).toBe(false);
    }
  });

  it('fills the defaults of document 3 §9', () => {
    const parsed = ZStaticAccountForm.parse({
      cloud_id: 'acme', cloud_username: 'lobby', cloud_password: 'p', proxy: 'sip.example.com', outbound_proxy_host: 'proxy.example.com', account_username: 'u', account_password: 'q',
    });
    expect(parsed).toMatchObject({
      transport: 'udp',
      expires: 60,
      allow_message: true,
      outbound_proxy_enabled: true,
      remote_msg_delete_supported: true,
      msg_local_delete_supported: true,
      outgoing_calls_through_sipis: true,
      ringing_tone: 'periodic(sine(2000ms,2000,440Hz),silence(4000ms))',
    });
  });
});
