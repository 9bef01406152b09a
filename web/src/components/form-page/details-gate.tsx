import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useListReturn } from '../../lib/list-return';
import { useDetailsState } from '../../lib/use-details-state';

type Detail<T> = { isPending: boolean; isError: boolean; data: T | undefined };

type Props<T> = {
  /** The record's query, asked only when the route state names an id. */
  useDetail: (id: number | null) => Detail<T>;
  /** Where a details URL opened without route state goes (documents 2 and 3 differ). */
  withoutStateTo: string;
  /** Where a record that cannot be loaded goes: the area's list. */
  listPath: string;
  children: (record: T | null) => ReactNode;
};

/**
 * A details screen's route state (documents 2 and 3): `{ id }` loads the record and edits it,
 * `{ id: null }` adds one, and no state at all sends the user away.
 */
export function DetailsGate<T>({ useDetail, withoutStateTo, listPath, children }: Props<T>) {
  const { hasState, id } = useDetailsState();
  const detail = useDetail(id);
  const backToList = useListReturn(listPath);
  if (!hasState) return <Navigate to={withoutStateTo} replace />;
  if (id !== null && detail.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (id !== null && detail.isError) return <Navigate to={backToList} replace />;
  return children(detail.data ?? null);
}
