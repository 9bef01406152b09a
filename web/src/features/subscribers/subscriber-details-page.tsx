import { DetailsGate } from '../../components/form-page/details-gate';
import { useSubscriber } from './api/subscribers-api';
import { SubscriberForm } from './components/subscriber-form';

/** /subscribers/details needs route state `{ id }` (edit) or `{ id: null }` (add); without it, /dashboard. */
export function SubscriberDetailsPage() {
  return (
    <DetailsGate useDetail={useSubscriber} withoutStateTo="/dashboard" listPath="/subscribers">
      {(subscriber) => <SubscriberForm key={subscriber?.id ?? 'new'} subscriber={subscriber} />}
    </DetailsGate>
  );
}
