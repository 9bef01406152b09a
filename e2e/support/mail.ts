import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type Attachment } from 'mailparser';

/** Where the e2e SMTP sink (mail-sink.mjs) keeps the mails, one .eml file per message. */
export const mailDir = process.env.E2E_MAIL_DIR || path.resolve(import.meta.dirname, '..', 'mail');

export type Mail = { file: string; to: string; subject: string; text: string; attachments: Attachment[] };

/** The sink names files `<received ms>-<sequence>.eml`: oldest first. */
function byArrival(a: string, b: string): number {
  const order = (name: string) => name.split(/[-.]/).slice(0, 2).map(Number) as [number, number];
  return order(a)[0] - order(b)[0] || order(a)[1] - order(b)[1];
}

/** A mail file never changes once the sink has written it: each is parsed once per process. */
const parsed = new Map<string, Promise<Mail>>();

async function parseMail(file: string): Promise<Mail> {
  const mail = await simpleParser(fs.readFileSync(file));
  const to = [mail.to ?? []].flat().map((address) => address.text).join(', ');
  return { file, to, subject: mail.subject ?? '', text: mail.text ?? '', attachments: mail.attachments };
}

/** Every mail received so far, oldest first, read by the same MIME parser the phone uses. */
export async function readMails(): Promise<Mail[]> {
  if (!fs.existsSync(mailDir)) return [];
  const files = fs
    .readdirSync(mailDir)
    .filter((name) => name.endsWith('.eml'))
    .sort(byArrival);
  return Promise.all(
    files.map((name) => {
      const file = path.join(mailDir, name);
      if (!parsed.has(file)) parsed.set(file, parseMail(file));
      return parsed.get(file) as Promise<Mail>;
    }),
  );
}

/** The newest mail to `address` that `accept` takes, once it has arrived. */
export async function newestMailTo(address: string, accept: (mail: Mail) => boolean = () => true): Promise<Mail> {
  // An empty address would match every mail.
  if (!address.includes('@')) throw new Error(`not an e-mail address: '${address}'`);
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await readMails()).reverse().find((mail) => mail.to.includes(address) && accept(mail));
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as Mail;
}
