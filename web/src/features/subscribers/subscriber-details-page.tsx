import { DetailsGate } from '../../components/form-page/details-gate';
import { subscriberHooks } from './api/subscriber-hooks';
import { SubscriberForm } from './components/subscriber-form';

/** /subscribers/details needs route state `{ id }` (edit) or `{ id: null }` (add); without it, /dashboard. */
export function SubscriberDetailsPage() {
  return (
    <DetailsGate useDetail={subscriberHooks.useDetail} withoutStateTo="/dashboard" listPath="/subscribers">
      {(subscriber) => <SubscriberForm key={subscriber?.id ?? 'new'} subscriber={subscriber} />}
    </DetailsGate>
  );
}
