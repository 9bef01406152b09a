type Filling = { subject: string; body: string; link: string; firstName: string; lastName: string };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/**
 * The template's placeholders filled in (document 2 §3), as plain text and as HTML with the link
 * clickable and the QR code shown inline (`cid:qr-code`). Names come from the platform and are
 * escaped like the rest of the template; a subject keeps to one line.
 */
export function qrMailOf({ subject, body, link, firstName, lastName }: Filling): { subject: string; text: string; html: string } {
  const fill = (value: string) => value.replaceAll('FIRST_NAME_HERE', firstName).replaceAll('LAST_NAME_HERE', lastName);
  const text = fill(body).replaceAll('LINK_HERE', link);
  const anchor = `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`;
  const htmlBody = fill(body)
    .split('LINK_HERE')
    .map((part) => escapeHtml(part).replace(/\r?\n/g, '<br>\n'))
    .join(anchor);
  const html = `<!doctype html><html><body><div>${htmlBody}</div><p><img src="cid:qr-code" alt="QR code" width="240" height="240"></p></body></html>`;
  return { subject: fill(subject).replaceAll('LINK_HERE', link).replace(/[\r\n]+/g, ' '), text, html };
}
