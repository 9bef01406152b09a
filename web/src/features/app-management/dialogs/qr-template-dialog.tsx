import { Button, Group, Loader, Select, Stack, Text, Textarea, TextInput, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../../components/confirm-delete';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { rpc } from '../../../lib/rpc';
import { useCallMutation } from '../../../lib/use-call-mutation';
import { useSession } from '../../../lib/use-session';
import { cloudField } from '../api/cloud';
import { DialogFrame } from './dialog-frame';

type Props = { cloudId?: string; onClose: () => void };

/**
 * The QR-code e-mail dialog (document 2 §4): templates of the tenant to pick from, saved or updated
 * or deleted here by admins (the server refuses everyone else, so they only read them). Sending the
 * e-mails is not part of this release; its button says so.
 */
export function QrTemplateDialog({ cloudId, onClose }: Props) {
  const { t } = useTranslation('appManagement');
  const key = ['email-templates', cloudId ?? 'own'];
  const templates = useQuery({ queryKey: key, queryFn: () => rpc('getTemplates', cloudField(cloudId)) });
  const save = useCallMutation('templateCreateUpdate', key);
  const remove = useCallMutation('deleteTemplate', key);
  const canEdit = useSession().creds?.user_type === 'admin';
  const [picked, setPicked] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');

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
          <TextInput label={t('qr.subject')} readOnly={!canEdit} value={subject} onChange={(event) => setSubject(event.currentTarget.value)} />
          <Textarea label={t('qr.body')} readOnly={!canEdit} value={body} onChange={(event) => setBody(event.currentTarget.value)} autosize minRows={5} />
          <Text size="xs" c="dimmed">
            {t('qr.placeholders')}
          </Text>
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
            <Tooltip label={t('qr.sendLater')}>
              <Button data-disabled aria-disabled="true" aria-description={t('qr.sendLater')} onClick={(event) => event.preventDefault()}>
                {t('qr.send')}
              </Button>
            </Tooltip>
          </Group>
        </Stack>
      )}
    </DialogFrame>
  );
}
