import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../../components/confirm-delete';
import type { Column } from '../../../components/data-table/data-table';
import { RowAction } from '../../../components/row-action';

type Callbacks = Parameters<Parameters<typeof confirmDelete>[1]>[0];
type Props = { name: string; remove: (callbacks: Callbacks) => void };

/** The delete icon of a row of a per-user dialog: asks, removes, toasts the server's answer. */
function RemoveAction({ name, remove }: Props) {
  const { t, i18n } = useTranslation('appManagement');
  return (
    <RowAction
      tooltip={t('dialogs.remove.tooltip')}
      label={t('dialogs.remove.label', { name })}
      color="red.9"
      onClick={() =>
        confirmDelete({ title: t('dialogs.remove.title'), text: <span dir={i18n.dir(i18n.language)}>{t('dialogs.remove.text', { name })}</span>, confirm: t('dialogs.remove.confirm'), cancel: t('dialogs.remove.cancel') }, remove)
      }
    >
      <IconTrash size={18} />
    </RowAction>
  );
}

/** The last column of a per-user dialog's table: each row's delete icon; `name` names the row in its label and question. */
export function useRemoveColumn<Row>(name: (row: Row) => string, remove: (row: Row, callbacks: Callbacks) => void): Column<Row> {
  const { t } = useTranslation('common');
  return { key: 'actions', header: t('actions.column'), actions: true, cell: (row) => <RemoveAction name={name(row)} remove={(callbacks) => remove(row, callbacks)} /> };
}
