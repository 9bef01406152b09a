import { describe, expect, it } from 'vitest';
import { accountText, parseAnswerXml } from '../phone.js';

const SAMPLE = `<?xml version="1.0" encoding="UTF-8"?>
<account>
  <title>Acme Telecom 1001</title>
  <cloud_username>1001@acme.demo</cloud_username>
  <cloud_password>q7Hc1pA0dZ-KsT3v_x9LwYb4nRe2mUo6iJg8fVh5kCs</cloud_password>
  <username>1001m</username>
  <authUsername>1001m</authUsername>
  <password>s3cr&amp;t&lt;</password>
  <host>acme.demo</host>
  <proxy>core1.us-west.example.net:5060</proxy>
  <transport>udp</transport>
  <expires>060</expires>
  <ringingTone>periodic(sine(2000ms,2000,440Hz),silence(4000ms))</ringingTone>
  <extProvUrl>https://console.example.net/provisioning/account</extProvUrl>
  <extProvInterval>3600</extProvInterval>
  <mamt_quickDial></mamt_quickDial>
  <mamt_smsNumbers><number>14165550100</number><number>14165550104</number></mamt_smsNumbers>
</account>`;

describe('parseAnswerXml', () => {
  it('reads every element of an Account XML as text, entities decoded and leading zeros kept', () => {
    const answer = parseAnswerXml(SAMPLE);
    if (answer.kind !== 'account') throw new Error('expected an account');
    expect(accountText(answer.account, 'title')).toBe('Acme Telecom 1001');
    expect(accountText(answer.account, 'password')).toBe('s3cr&t<');
    expect(accountText(answer.account, 'expires')).toBe('060');
    expect(accountText(answer.account, 'extProvInterval')).toBe('3600');
    expect(accountText(answer.account, 'mamt_quickDial')).toBe('');
    expect(answer.account.mamt_smsNumbers).toEqual({ number: ['14165550100', '14165550104'] });
    expect(accountText(answer.account, 'mamt_smsNumbers')).toBeUndefined();
    expect(Object.keys(answer.account)).toHaveLength(15);
  });

  it('reads the message of an error answer', () => {
    expect(parseAnswerXml('<error><message>This account is blocked. Please contact your administrator.</message></error>')).toEqual({
      kind: 'error',
      message: 'This account is blocked. Please contact your administrator.',
    });
  });

  it.each([
    ['<account><title>A</title>', /^Malformed XML \(line 1\)/],
    ['<account><title>A</title></account><account><title>B</title></account>', 'Malformed XML (line 1): Multiple possible root nodes found.'],
    // The validator lets a second, self-closing root through; the parser's result still shows it.
    ['<account><title>A</title></account><error/>', 'Expected one root element, found account, error'],
    ['<account><title>A</title></account><account/>', 'Expected one <account> element, found 2'],
    ['<account><username>1001m</username></account>', 'The <account> has no <title>'],
    ['<account><title></title></account>', 'The <account> has no <title>'],
    ['<account></account>', 'The <account> element has no child elements'],
    ['<error><code>403</code></error>', 'The <error> has no <message>'],
    ['<html><body>Not found</body></html>', 'Expected <account> or <error>, found <html>'],
  ])('rejects %s', (xml, expected) => {
    expect(() => parseAnswerXml(xml)).toThrow(expected);
  });
});
