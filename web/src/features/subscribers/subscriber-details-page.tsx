import { Center, Loader } from '@mantine/core';
import { Navigate } from 'react-router';
import { credsCanAccess } from '../../lib/access';
import { useDetailsState } from '../../lib/use-details-state';
import { useSession } from '../../lib/use-session';
import { useSubscriber } from './api/subscribers-api';
import { SubscriberForm } from './components/subscriber-form';
import { SUBSCRIBERS_ACCESS } from './routes';

/** /subscribers/details needs route state `{ id }` (edit) or `{ id: null }` (add); without it, /dashboard. */
export function SubscriberDetailsPage() {
  const { hasState, id } = useDetailsState();
  const { creds } = useSession();
  const subscriber = useSubscriber(id);
  if (!credsCanAccess(SUBSCRIBERS_ACCESS, creds) || !hasState) return <Navigate to="/dashboard" replace />;
  if (id !== null && subscriber.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (id !== null && subscriber.isError) return <Navigate to="/subscribers" replace />;
  return <SubscriberForm key={id ?? 'new'} subscriber={subscriber.data ?? null} />;
}
