import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { rpc } from '../../../lib/rpc';
import { translateShown, type ShownMessage } from '../../../lib/spec-messages';
import { cloudField } from './cloud';
import { qrMailFailuresKey } from './use-qr-mail-failures';

/** Mails asked for at once: a hundred selected users must not become a hundred parallel requests. */
export const MAX_IN_FLIGHT = 4;

export type QrRecipient = { extension: string; name: string; email: string };
export type QrMail = { cc: string; subject: string; body: string };
export type QrSendOutcome = { ok: true } | { ok: false; reason: string };
export type QrSendRun = { recipients: QrRecipient[]; outcomes: Record<string, QrSendOutcome>; done: boolean };

/** Runs `work` on every item, at most `limit` at a time, in order of the list. */
async function inPool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Sends the QR e-mail to each recipient, one `emailLink` per user (document 2 §7), and keeps each
 * user's outcome as it arrives so the dialog can show progress and then the result of each.
 */
export function useSendQrMails(domain: string, cloudId?: string) {
  const queryClient = useQueryClient();
  const [run, setRun] = useState<QrSendRun | null>(null);

  async function send(recipients: QrRecipient[], mail: QrMail): Promise<Record<string, QrSendOutcome>> {
    const outcomes: Record<string, QrSendOutcome> = {};
    setRun({ recipients, outcomes: {}, done: false });
    await inPool(recipients, MAX_IN_FLIGHT, async (recipient) => {
      try {
        await rpc('emailLink', { ...cloudField(cloudId), domain, extension: recipient.extension, recepient: recipient.email, ...mail });
        outcomes[recipient.extension] = { ok: true };
      } catch (error) {
        outcomes[recipient.extension] = { ok: false, reason: translateShown(error as ShownMessage) };
      }
      setRun((current) => current && { ...current, outcomes: { ...outcomes } });
    });
    setRun({ recipients, outcomes: { ...outcomes }, done: true });
    await queryClient.invalidateQueries({ queryKey: qrMailFailuresKey(domain, cloudId) });
    return outcomes;
  }

  return { run, send, sending: run !== null && !run.done };
}
