import { DetailsGate } from '../../components/form-page/details-gate';
import { subscriberHooks } from './api/subscriber-hooks';
import { TenantForm } from './components/subscriber-form';

/** /subscribers/details needs route state `{ id }` (edit) or `{ id: null }` (add); without it, /dashboard. */
export function SubscriberDetailsPage() {
  return (
    <DetailsGate useDetail={subscriberHooks.useDetail} withoutStateTo="/dashboard" listPath="/subscribers">
      {(subscriber) => <TenantForm key={subscriber?.id ?? 'new'} subscriber={subscriber} />}
    </DetailsGate>
  );
}
