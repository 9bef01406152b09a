import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';

export type MailQuery = { to: string; subject?: string | RegExp; newerThan?: number };

/** The e2e SMTP sink names each message `<Date.now()>-<n>.eml`: the time it arrived, then a counter. */
function arrivedAt(file: string): number {
  return Number(file.split('-')[0]);
}

function recipients(field: AddressObject | AddressObject[] | undefined): string[] {
  return (Array.isArray(field) ? field : field ? [field] : []).flatMap((list) => list.value.map((address) => (address.address ?? '').toLowerCase()));
}

/** The newest .eml in `dir` sent to `to` (and matching the subject, and newer than a time), if any. */
export async function findEml(dir: string, query: MailQuery): Promise<string | undefined> {
  const files = (await fs.readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml') && arrivedAt(file) >= (query.newerThan ?? 0));
  files.sort((a, b) => arrivedAt(b) - arrivedAt(a) || b.localeCompare(a, 'en', { numeric: true }));
  for (const file of files) {
    const mail = await simpleParser(await fs.readFile(path.join(dir, file)), { skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true });
    if (!recipients(mail.to).includes(query.to.toLowerCase())) continue;
    const subject = mail.subject ?? '';
    if (query.subject !== undefined && !(typeof query.subject === 'string' ? subject === query.subject : query.subject.test(subject))) continue;
    return path.join(dir, file);
  }
  return undefined;
}

/** Waits for such a mail: the server sends mail in the background, after the call that asked for it. */
export async function waitForEml(dir: string, query: MailQuery, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await findEml(dir, query);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail to ${query.to} in ${dir} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
