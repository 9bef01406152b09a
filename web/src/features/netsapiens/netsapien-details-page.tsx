import { DetailsGate } from '../../components/form-page/details-gate';
import { netsapienHooks } from './api/netsapien-hooks';
import { ConnectionForm } from './components/connection-form';

/** /netsapiens/details needs route state `{ id }` (edit) or `{ id: null }` (add); without it, /dashboard. */
export function NetsapienDetailsPage() {
  return (
    <DetailsGate useDetail={netsapienHooks.useDetail} withoutStateTo="/dashboard" listPath="/netsapiens">
      {(connection) => <ConnectionForm key={connection?.id ?? 'new'} connection={connection} />}
    </DetailsGate>
  );
}
