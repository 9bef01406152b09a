import { CloseButton, Group, Stack, Title } from '@mantine/core';
import { ACTIVE_SUBSCRIBERS_FILE, type ActiveSubscriberRow } from '@mamt/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data-table/data-table';
import { queryRows } from '../../../components/data-table/query-rows';
import { useTableState } from '../../../components/data-table/use-table-state';
import { useActiveSubscribers } from '../api/use-active-subscribers';

type Props = { shown: { cloudId?: string; domain: string }; onClose: () => void };

/**
 * The Active Subscribers table of the domain chosen in the report (document 3 §2-§3): Id, First
 * Name, Last Name, Email, Extension, Subscriber Login. Its Export CSV saves every row as
 * active_subscribers.csv. Opening it takes the focus to its heading, below the report.
 */
export function ActiveSubscribersTable({ shown, onClose }: Props) {
  const { t } = useTranslation('domainReport');
  const state = useTableState([10, 20, 30]);
  const query = useActiveSubscribers(shown);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [shown.domain, shown.cloudId]);

  const columns: Column<ActiveSubscriberRow>[] = [
    { key: 'id', header: t('subscribers.columns.id'), value: (row) => row.id, width: 70, sortable: true },
    { key: 'first_name', header: t('subscribers.columns.first_name'), value: (row) => row.first_name, sortable: true },
    { key: 'last_name', header: t('subscribers.columns.last_name'), value: (row) => row.last_name, sortable: true },
    { key: 'email', header: t('subscribers.columns.email'), value: (row) => row.email, sortable: true },
    { key: 'extension', header: t('subscribers.columns.extension'), value: (row) => row.extension, sortable: true },
    { key: 'subscriber_login', header: t('subscribers.columns.subscriber_login'), value: (row) => row.subscriber_login, sortable: true },
  ];

  return (
    <Stack gap="xs" component="section" aria-labelledby="active-subscribers">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h4" id="active-subscribers" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {t('subscribers.title', { domain: shown.domain })}
        </Title>
        <CloseButton aria-label={t('subscribers.close')} onClick={onClose} />
      </Group>
      <DataTable
        state={state}
        columns={columns}
        {...queryRows(query)}
        rowKey={(row) => row.subscriber_login}
        rowLabel={(row) => row.subscriber_login}
        exportName={ACTIVE_SUBSCRIBERS_FILE}
      />
    </Stack>
  );
}
