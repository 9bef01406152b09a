import { Alert, Button, Divider, Group, Loader, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { ZCcList, mayMailQrAnywhere } from '@mamt/contract/app-management/qr-mail';
import { MESSAGE_TEXTS } from '@mamt/contract/messages/catalog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../../components/confirm-delete';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { translateMessage, translateShown } from '../../../lib/spec-messages';
import { useSession } from '../../../lib/use-session';
import { tenantPayload } from '../../../lib/tenant-queries';
import { useSendQrMails, type QrSendAnswer } from '../api/use-qr-mail-runs';
import { useDeleteQrTemplate, useQrTemplates, useSaveQrTemplate } from '../api/use-qr-templates';
import type { DomainUser } from '../api/use-domain-users';
import { QrRunResults } from '../qr-sends/qr-run-results';
import { DialogFrame } from './dialog-frame';
import { recipientsSummary } from './recipients-summary';

type Props = { cloudId?: string; domain: string; users: DomainUser[]; onClose: () => void };

/** What the send's answer says beside the progress: users not sent to, and a missing mail server. */
function SendNotes({ answer }: { answer: QrSendAnswer }) {
  const { t } = useTranslation('appManagement');
  return (
    <>
      {answer.mail_server ? null : (
        <Alert color="yellow" title={t('qrSend.noMailServerTitle')} role="status">
          {t('qrSend.noMailServer')}
        </Alert>
      )}
      {answer.skipped.length > 0 ? (
        <Text size="sm" c="dimmed">
          {t('qrSend.skippedUsers', { count: answer.skipped.length })} {answer.skipped.map((skip) => `${skip.extension}: ${translateShown(skip.problem)}`).join(' · ')}
        </Text>
      ) : null}
    </>
  );
}

/**
 * The QR-code e-mail dialog (document 2 §4): templates of the tenant to pick from, saved, updated or
 * deleted here by admins (others only pick them: the server refuses them), and Send, which queues
 * one e-mail per selected user with an address in one call. The dialog then shows where each mail
 * stands as it changes; closing it stops nothing (App Management lists the send).
 */
export function QrTemplateDialog({ cloudId, domain, users, onClose }: Props) {
  const { t, i18n } = useTranslation('appManagement');
  const templates = useQrTemplates(cloudId);
  const save = useSaveQrTemplate(cloudId);
  const remove = useDeleteQrTemplate(cloudId);
  const userType = useSession().creds?.user_type;
  const canEdit = userType === 'admin';
  // A QR code is a SIP account: others than administrators send it to each user's own address, without Cc.
  const anyAddress = mayMailQrAnywhere(userType);
  const sender = useSendQrMails(domain, cloudId);
  const [sent, setSent] = useState<QrSendAnswer | null>(null);
  const [picked, setPicked] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [cc, setCc] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<{ field: 'cc' | 'form'; message: string } | null>(null);
  const withAddress = users.filter((user) => (user.email ?? '').trim() !== '');
  const to = recipientsSummary(withAddress);
  const toLine = to.more === 0 ? to.addresses : t('qrSend.toMany', { addresses: to.addresses, more: new Intl.NumberFormat(i18n.language).format(to.more), count: to.more });

  const pick = (value: string | null) => {
    const template = templates.data?.find((row) => String(row.id) === value);
    setPicked(template?.id ?? null);
    setName(template?.name ?? '');
    setSubject(template?.subject ?? '');
    setBody(template?.body ?? '');
  };
  const submit = () =>
    save.mutate(
      { ...tenantPayload(cloudId), ...(picked !== null ? { id: picked } : {}), name, subject, body },
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

  function send() {
    const refuse = (field: 'cc' | 'form', message: string) => {
      setProblem({ field, message });
      notifyError(message);
    };
    if (withAddress.length === 0) return refuse('form', MESSAGE_TEXTS.qrMailNoUser);
    if (!subject.trim() || !body.trim()) return refuse('form', MESSAGE_TEXTS.qrMailMandatory);
    const ccCheck = ZCcList.safeParse(anyAddress ? cc : '');
    if (!ccCheck.success) return refuse('cc', ccCheck.error.issues[0]?.message ?? MESSAGE_TEXTS.invalidEmailAddress);
    setProblem(null);
    sender.mutate(
      { extensions: withAddress.map((user) => user.user ?? ''), mail: { cc: ccCheck.data, subject, body } },
      {
        onSuccess: (answer) => {
          setSent(answer);
          notifySuccess(answer);
        },
        onError: (error) => notifyError(error),
      },
    );
  }

  if (sent) {
    return (
      <DialogFrame onClose={onClose} title={t('qr.title')}>
        <Stack gap="sm">
          <SendNotes answer={sent} />
          <QrRunResults domain={domain} cloudId={cloudId} runId={sent.run_id} />
          <Text size="xs" c="dimmed">
            {t('qrSend.goesOn')}
          </Text>
        </Stack>
      </DialogFrame>
    );
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
            description={canEdit ? undefined : t('qr.adminsEditTemplates')}
            data={(templates.data ?? []).map((row) => ({ value: String(row.id), label: row.name }))}
            value={picked === null ? null : String(picked)}
            onChange={pick}
            clearable
          />
          {/* Only administrators save templates, so only they name one. */}
          {canEdit ? <TextInput label={t('qr.name')} value={name} onChange={(event) => setName(event.currentTarget.value)} /> : null}
          <TextInput
            label={t('qrSend.to')}
            value={toLine}
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
          <Textarea label={t('qr.body')} value={body} onChange={(event) => setBody(event.currentTarget.value)} autosize minRows={5} maxRows={14} />
          <Text size="xs" c="dimmed">
            {t('qr.placeholders')}
          </Text>
          {problem?.field === 'form' ? (
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              {translateMessage(problem.message)}
            </Text>
          ) : null}
          <Divider />
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
            <Button onClick={send} loading={sender.isPending}>
              {withAddress.length > 1 ? t('qr.sendTo', { count: withAddress.length }) : t('qr.send')}
            </Button>
          </Group>
        </Stack>
      )}
    </DialogFrame>
  );
}
