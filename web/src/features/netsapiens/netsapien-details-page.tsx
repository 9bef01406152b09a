import { Center, Loader } from '@mantine/core';
import { Navigate, useLocation } from 'react-router';
import { credsCanAccess } from '../../lib/access';
import { useSession } from '../../lib/use-session';
import { useConnection } from './api/netsapiens-api';
import { ConnectionForm } from './components/connection-form';
import { NETSAPIENS_ACCESS } from './routes';

export function NetsapienDetailsPage() {
  const { state } = useLocation() as { state: { id?: number | null } | null };
  const { creds } = useSession();
  const id = typeof state?.id === 'number' ? state.id : null;
  const connection = useConnection(id);
  if (!credsCanAccess(NETSAPIENS_ACCESS, creds) || !state || !('id' in state)) return <Navigate to="/dashboard" replace />;
  if (id !== null && connection.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (id !== null && connection.isError) return <Navigate to="/netsapiens" replace />;
  return <ConnectionForm key={id ?? 'new'} connection={connection.data ?? null} />;
}
