import { Button, Divider, Group, Loader, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { ZCcList, mayMailQrAnywhere } from '@mamt/contract/app-management/qr-mail';
import { MESSAGE_TEXTS } from '@mamt/contract/messages/catalog';
import { MESSAGES, formatMessage } from '@mamt/contract/messages/messages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../../components/confirm-delete';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { rpc } from '../../../lib/rpc';
import { translateMessage } from '../../../lib/spec-messages';
import { useCallMutation } from '../../../lib/use-call-mutation';
import { useSession } from '../../../lib/use-session';
import { cloudField } from '../api/cloud';
import { useSendQrMails, type QrRecipient } from '../api/use-send-qr-mails';
import type { DomainUser } from '../components/domain-users-table';
import { DialogFrame } from './dialog-frame';
import { QrSendResults } from './qr-send-results';

type Props = { cloudId?: string; domain: string; users: DomainUser[]; onClose: () => void };

const recipientOf = (user: DomainUser): QrRecipient => ({
  extension: user.user ?? '',
  name: `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim(),
  email: (user.email ?? '').trim(),
});

/**
 * The QR-code e-mail dialog (document 2 §4): templates of the tenant to pick from, saved or updated
 * or deleted here by admins (the server refuses everyone else, so they only pick them), and the
 * e-mail sent to each selected user that has an address.
 */
export function QrTemplateDialog({ cloudId, domain, users, onClose }: Props) {
  const { t } = useTranslation('appManagement');
  const key = ['email-templates', cloudId ?? 'own'];
  const templates = useQuery({ queryKey: key, queryFn: () => rpc('getTemplates', cloudField(cloudId)) });
  const save = useCallMutation('templateCreateUpdate', key);
  const remove = useCallMutation('deleteTemplate', key);
  const userType = useSession().creds?.user_type;
  const canEdit = userType === 'admin';
  // A QR code is a SIP account: others than administrators send it to each user's own address, without Cc.
  const anyAddress = mayMailQrAnywhere(userType);
  const sender = useSendQrMails(domain, cloudId);
  const [picked, setPicked] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [cc, setCc] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<{ field: 'cc' | 'form'; message: string } | null>(null);
  const recipients = users.map(recipientOf).filter((recipient) => recipient.email !== '');
  const skipped = users.map(recipientOf).filter((recipient) => recipient.email === '').map((recipient) => recipient.extension);

  const pick = (value: string | null) => {
    const template = templates.data?.find((row) => String(row.id) === value);
    setPicked(template?.id ?? null);
    setName(template?.name ?? '');
    setSubject(template?.subject ?? '');
    setBody(template?.body ?? '');
  };
  const submit = () =>
    save.mutate(
      { ...cloudField(cloudId), ...(picked !== null ? { id: picked } : {}), name, subject, body },
      {
        onSuccess: (answer) => {
          notifySuccess(answer);
          setPicked(answer.template.id);
        },
        onError: (error) => notifyError(error),
      },
    );
  const askDelete = (id: number) =>
    confirmDelete(
      { title: t('qr.deleteTitle'), text: t('qr.deleteText', { name: templates.data?.find((row) => row.id === id)?.name ?? name }), confirm: t('qr.delete'), cancel: t('dialogs.remove.cancel') },
      ({ onSuccess, onError }) =>
        remove.mutate(
          { id },
          {
            onSuccess: (answer) => {
              onSuccess(answer);
              pick(null);
            },
            onError,
          },
        ),
    );

  async function send() {
    const refuse = (field: 'cc' | 'form', message: string) => {
      setProblem({ field, message });
      notifyError(message);
    };
    if (recipients.length === 0) return refuse('form', MESSAGE_TEXTS.qrMailNoUser);
    if (!subject.trim() || !body.trim()) return refuse('form', MESSAGE_TEXTS.qrMailMandatory);
    const ccCheck = ZCcList.safeParse(anyAddress ? cc : '');
    if (!ccCheck.success) return refuse('cc', ccCheck.error.issues[0]?.message ?? MESSAGE_TEXTS.invalidEmailAddress);
    setProblem(null);
    const outcomes = await sender.send(recipients, { cc: ccCheck.data, subject, body });
    const failed = recipients.filter((recipient) => !outcomes[recipient.extension]?.ok).map((recipient) => recipient.extension);
    if (failed.length === 0) notifySuccess(MESSAGE_TEXTS.savedSuccessfully);
    else {
      const message = formatMessage(MESSAGES.mailNotSent, { extension: failed.join(', ') });
      notifyError({ message: message.text, messageId: message.id, params: message.params });
    }
  }

  return (
    <DialogFrame onClose={onClose} title={t('qr.title')}>
      {templates.isLoading ? (
        <Loader size="sm" aria-label={t('qr.loading')} />
      ) : (
        <Stack gap="sm">
          <Select
            label={t('qr.template')}
            placeholder={t('qr.newTemplate')}
            data={(templates.data ?? []).map((row) => ({ value: String(row.id), label: row.name }))}
            value={picked === null ? null : String(picked)}
            onChange={pick}
            clearable
          />
          <TextInput label={t('qr.name')} readOnly={!canEdit} value={name} onChange={(event) => setName(event.currentTarget.value)} />
          <TextInput
            label={t('qrSend.to')}
            value={recipients.map((recipient) => recipient.email).join(', ')}
            placeholder={t('qrSend.toNone')}
            description={anyAddress ? undefined : t('qrSend.ownAddressOnly')}
            readOnly
          />
          {anyAddress ? (
            <TextInput
              label={t('qrSend.cc')}
              description={t('qrSend.ccHint')}
              value={cc}
              onChange={(event) => setCc(event.currentTarget.value)}
              error={problem?.field === 'cc' ? translateMessage(problem.message) : undefined}
            />
          ) : null}
          <TextInput label={t('qr.subject')} value={subject} onChange={(event) => setSubject(event.currentTarget.value)} />
          <Textarea label={t('qr.body')} value={body} onChange={(event) => setBody(event.currentTarget.value)} autosize minRows={5} />
          <Text size="xs" c="dimmed">
            {t('qr.placeholders')}
          </Text>
          {problem?.field === 'form' ? (
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              {translateMessage(problem.message)}
            </Text>
          ) : null}
          <Group justify="flex-end">
            {canEdit && picked !== null ? (
              <Button variant="subtle" color="red.9" onClick={() => askDelete(picked)} loading={remove.isPending}>
                {t('qr.delete')}
              </Button>
            ) : null}
            {canEdit ? (
              <Button variant="default" onClick={submit} loading={save.isPending}>
                {picked === null ? t('qr.save') : t('qr.update')}
              </Button>
            ) : null}
            <Button onClick={() => void send()} loading={sender.sending}>
              {t('qr.send')}
            </Button>
          </Group>
          {sender.run ? (
            <>
              <Divider />
              <QrSendResults run={sender.run} skipped={skipped} />
            </>
          ) : null}
        </Stack>
      )}
    </DialogFrame>
  );
}
