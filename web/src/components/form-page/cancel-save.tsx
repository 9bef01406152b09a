import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = { onCancel: () => void; saving: boolean };

/** The Cancel and Save pair that ends every form of the console; Save submits the form it sits in. */
export function CancelSave({ onCancel, saving }: Props) {
  const { t } = useTranslation('common');
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {t('actions.save')}
      </Button>
    </Group>
  );
}
