import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDtmfChoice, dtmfItems, removeLastDtmf } from './dtmf-order';

type Props = { value: string; onChange: (order: string) => void; choices: readonly string[]; error?: string };

/**
 * DTMF Order (document 3 §2): a read-only list built with a selector and Add / Remove buttons, so
 * that only the offered choices, each once, can make up the order.
 */
export function DtmfOrderField({ value, onChange, choices, error }: Props) {
  const { t } = useTranslation('clientProfiles');
  const [choice, setChoice] = useState<string | null>(null);
  return (
    <Stack gap={6}>
      <TextInput id="field-dtmforder" label={t('form.dtmfOrder')} value={dtmfItems(value).join(', ')} readOnly error={error} placeholder={t('form.dtmfEmpty')} />
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Select
          aria-label={t('form.dtmfChoice')}
          placeholder={t('form.dtmfChoice')}
          data={[...choices]}
          value={choice}
          onChange={setChoice}
          style={{ flex: 1 }}
        />
        <Button variant="light" onClick={() => onChange(addDtmfChoice(value, choice))}>
          {t('form.dtmfAdd')}
        </Button>
        <Button variant="default" onClick={() => onChange(removeLastDtmf(value))} disabled={dtmfItems(value).length === 0}>
          {t('form.dtmfRemove')}
        </Button>
      </Group>
    </Stack>
  );
}
