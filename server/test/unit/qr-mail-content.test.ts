import { describe, expect, it } from 'vitest';
import { qrMailOf } from '../../src/features/app-management/qr-mail-content.js';

const link = 'https://console.example/qr/abcDEF123_-abcDEF123_';

describe('the QR e-mail of a template', () => {
  it('fills every placeholder, as often as it appears, in subject and body', () => {
    const mail = qrMailOf({ subject: 'For FIRST_NAME_HERE\nLAST_NAME_HERE', body: 'FIRST_NAME_HERE FIRST_NAME_HERE LAST_NAME_HERE: LINK_HERE or LINK_HERE', link, firstName: 'Ana', lastName: 'Silva' });
    expect(mail.subject).toBe('For Ana Silva');
    expect(mail.text).toBe(`Ana Ana Silva: ${link} or ${link}`);
    expect(mail.html.match(/<a href=/g)).toHaveLength(2);
  });

  it('escapes the template and the names in the HTML part, keeps line breaks and shows the QR code inline', () => {
    const mail = qrMailOf({ subject: 'S', body: 'Hi <b>FIRST_NAME_HERE</b>\nscan below', link, firstName: '<script>x</script>', lastName: '' });
    expect(mail.html).toContain('Hi &lt;b&gt;&lt;script&gt;x&lt;/script&gt;&lt;/b&gt;<br>\nscan below');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('<img src="cid:qr-code" alt="QR code"');
    expect(mail.text).toBe('Hi <b><script>x</script></b>\nscan below');
  });
});
