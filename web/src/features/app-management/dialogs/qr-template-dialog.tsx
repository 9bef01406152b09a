import { Button, Group, Loader, Select, Stack, Text, Textarea, TextInput, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { rpc } from '../../../lib/rpc';
import { useCallMutation } from '../../../lib/use-call-mutation';
import { cloudField } from '../api/cloud';
import { DialogFrame } from './dialog-frame';

type Props = { cloudId?: string; onClose: () => void };

/**
 * The QR-code e-mail dialog (document 2 §4): templates of the tenant to pick from, saved or updated
 * here. Sending the e-mails is not part of this release; its button says so.
 */
export function QrTemplateDialog({ cloudId, onClose }: Props) {
  const { t } = useTranslation('appManagement');
  const key = ['email-templates', cloudId ?? 'own'];
  const templates = useQuery({ queryKey: key, queryFn: () => rpc('getTemplates', cloudField(cloudId)) });
  const save = useCallMutation('templateCreateUpdate', key);
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
          <TextInput label={t('qr.name')} value={name} onChange={(event) => setName(event.currentTarget.value)} />
          <TextInput label={t('qr.subject')} value={subject} onChange={(event) => setSubject(event.currentTarget.value)} />
          <Textarea label={t('qr.body')} value={body} onChange={(event) => setBody(event.currentTarget.value)} autosize minRows={5} />
          <Text size="xs" c="dimmed">
            {t('qr.placeholders')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={submit} loading={save.isPending}>
              {picked === null ? t('qr.save') : t('qr.update')}
            </Button>
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
