import { Center, Loader } from '@mantine/core';
import { Navigate } from 'react-router';
import { credsCanAccess } from '../../lib/access';
import { useDetailsState } from '../../lib/use-details-state';
import { useSession } from '../../lib/use-session';
import { useConnection } from './api/netsapiens-api';
import { ConnectionForm } from './components/connection-form';
import { NETSAPIENS_ACCESS } from './routes';

export function NetsapienDetailsPage() {
  const { hasState, id } = useDetailsState();
  const { creds } = useSession();
  const connection = useConnection(id);
  if (!credsCanAccess(NETSAPIENS_ACCESS, creds) || !hasState) return <Navigate to="/dashboard" replace />;
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
