import { Button, Switch, Text } from '@mantine/core';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data-table/data-table';
import { TruncatedText } from '../../../components/data-table/truncated-text';
import { useTableState } from '../../../components/data-table/use-table-state';
import wide from '../../../components/data-table/wide-table.module.css';
import { useDomainUsers, type DomainUser } from '../api/use-domain-users';
import { useExtensionsChecked, useSaveExtensions } from '../api/use-extension-checks';
import { UserDialogs } from '../dialogs/user-dialogs';
import { useOpenDevices, useReprovisionColumns } from './device-actions';
import { UserRowMenu, type UserDialog } from './user-row-menu';

/** The extension, and under it the login the app signs in with (the same on every screen of a domain but for its user). */
const ExtensionCell = ({ user }: { user: DomainUser }) => (
  <>
    <TruncatedText text={user.user ?? ''} />
    {user.subscriber_login ? (
      <div className={wide.secondary}>
        <TruncatedText text={user.subscriber_login} />
      </div>
    ) : null}
  </>
);

// The e-mail address is the longest value of a row: past this it is cut, the whole of it on hover and focus.
const EMAIL_WIDTH = { '--cell-max-width': '11rem' } as CSSProperties;

/** `toolbar` as a function gets every selected user, on every page and whether the search shows them or not (Send QR Code). */
type Props = { domain: string; cloudId?: string; toolbar?: ReactNode | ((selected: DomainUser[]) => ReactNode) };

/**
 * The domain's users (document 2 §2, §4): each user's provisioning switch is held here and saved
 * with Save, only the switches that differ from what is saved. The switch comes right after the
 * extension, so it is in view on a 390 px phone without scrolling sideways; the subscriber login
 * sits under the extension and the titles may break between words, so that every column fits a
 * 1280 px screen beside the sidebar.
 */
export function DomainUsersTable({ domain, cloudId, toolbar }: Props) {
  const { t } = useTranslation('appManagement');
  const users = useDomainUsers(domain, cloudId);
  const saved = useExtensionsChecked(domain, cloudId);
  const [changes, setChanges] = useState<Record<string, boolean>>({});
  const save = useSaveExtensions(domain, cloudId, () => setChanges({}));
  // The same extensions recur in every domain: a selection kept for one domain is not another's.
  const table = useTableState([10, 25, 50, 100], 10, { scope: `${cloudId ?? ''}/${domain}` });
  const [open, setOpen] = useState<{ dialog: UserDialog; user: DomainUser } | null>(null);
  const reprovisionColumns = useReprovisionColumns({ domain, cloudId });
  const openDevices = useOpenDevices({ domain, cloudId });
  const savedSet = saved.data ?? new Set<string>();
  const allowed = (extension: string) => changes[extension] ?? savedSet.has(extension);
  const changed = Object.entries(changes)
    .filter(([extension, value]) => value !== savedSet.has(extension))
    .map(([extension, value]) => ({ extension, allowed: value }));

  const columns: Column<DomainUser>[] = [
    { key: 'user', header: t('columns.extension'), value: (row) => row.user, cell: (row) => <ExtensionCell user={row} />, sortable: true },
    {
      key: 'provisioning',
      header: t('columns.provisioning'),
      value: (row) => allowed(row.user ?? ''),
      cell: (row) => (
        <Switch
          aria-label={t('provisioningOf', { extension: row.user })}
          checked={allowed(row.user ?? '')}
          disabled={saved.isLoading}
          onChange={(event) => {
            const value = event.currentTarget.checked;
            setChanges((current) => ({ ...current, [row.user ?? '']: value }));
          }}
        />
      ),
    },
    { key: 'first', header: t('columns.firstName'), value: (row) => row.first_name, sortable: true },
    { key: 'last', header: t('columns.lastName'), value: (row) => row.last_name, sortable: true },
    {
      key: 'email',
      header: t('columns.email'),
      value: (row) => row.email,
      cell: (row) => (
        <div style={EMAIL_WIDTH}>
          <TruncatedText text={row.email ?? ''} />
        </div>
      ),
      sortable: true,
    },
    {
      key: 'scope',
      header: t('columns.scope'),
      value: (row) => row.scope,
      cell: (row) => (
        <Text size="sm" className={wide.wraps}>
          {row.scope}
        </Text>
      ),
    },
    ...reprovisionColumns,
    {
      key: 'menu',
      header: t('actions.column', { ns: 'common' }),
      actions: true,
      cell: (row) => <UserRowMenu extension={row.user ?? ''} onOpen={(dialog) => setOpen({ dialog, user: row })} onDevices={() => openDevices(row)} />,
    },
  ];

  return (
    <>
      {open ? <UserDialogs dialog={open.dialog} user={open.user} domain={domain} cloudId={cloudId} onClose={() => setOpen(null)} /> : null}
      <div className={wide.wide}>
        <DataTable
          state={table}
          columns={columns}
          query={users}
          // The selection box of a row is named by its key, the user's extension.
          rowKey={(row) => row.user ?? ''}
          selectable
          exportName={`users-${domain}`}
          toolbar={(selected) => (
            <>
              <Button onClick={() => save.mutate(changed)} loading={save.isPending} disabled={changed.length === 0}>
                {t('save')}
              </Button>
              {typeof toolbar === 'function' ? toolbar(selected) : toolbar}
            </>
          )}
        />
      </div>
    </>
  );
}
