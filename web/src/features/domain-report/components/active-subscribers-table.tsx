import { CloseButton } from '@mantine/core';
import { ACTIVE_SUBSCRIBERS_FILE, type ActiveSubscriberRow } from '@mamt/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldColumns } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/data-table';
import { TableSection } from '../../../components/data-table/table-section';
import { useTableState } from '../../../components/data-table/use-table-state';
import { useActiveSubscribers } from '../api/use-active-subscribers';
import { ACTIVE_TABLE } from '../report-address';

type Props = { shown: { cloudId?: string; domain: string }; onClose: () => void };

/**
 * The Active Subscribers table of the domain chosen in the report (document 3 §2-§3): Id, First
 * Name, Last Name, Email, Extension, Subscriber Login. Its Export CSV saves every row as
 * active_subscribers.csv. Opening it takes the focus to its heading, below the report.
 */
export function ActiveSubscribersTable({ shown, onClose }: Props) {
  const { t } = useTranslation('domainReport');
  // The report's table is the page's first: this one's view goes by another name in the address.
  const state = useTableState([10, 20, 30], 10, { prefix: ACTIVE_TABLE });
  const query = useActiveSubscribers(shown);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [shown.domain, shown.cloudId]);

  const columns = fieldColumns<ActiveSubscriberRow>(['id', 'first_name', 'last_name', 'email', 'extension', 'subscriber_login'], (field) => t(`subscribers.columns.${field}`), { id: 70 });

  return (
    <TableSection
      id="active-subscribers"
      title={t('subscribers.title', { domain: shown.domain })}
      aside={<CloseButton aria-label={t('subscribers.close')} onClick={onClose} />}
      headingRef={heading}
    >
      <DataTable state={state} columns={columns} query={query} rowKey={(row) => row.subscriber_login} exportName={ACTIVE_SUBSCRIBERS_FILE} />
    </TableSection>
  );
}
