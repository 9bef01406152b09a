import type { ServerArea } from '../../wiring/server-area.js';
import { createClientCache } from './provider-clients.js';
import { createPortabilityHandlers } from './portability.handlers.js';
import { createPortabilityRepository } from './portability.repository.js';
import { createProviderRecords } from './provider-records.js';
import { createPublicCheck } from './public-check.js';

/**
 * Number portability (document 3): the three providers' credentials, kept by the super tenant,
 * and the public check of /pages/check_portability that asks the providers with them.
 */
export const portabilityArea: ServerArea = ({ db, config, log, secrets, throttle }) => {
  const repo = createPortabilityRepository(db);
  const providerTenantId = async () => {
    const id = await repo.tenantIdOf(config.SUPER_TENANT_CLOUD_ID);
    if (id === undefined) throw new Error(`The super tenant ${config.SUPER_TENANT_CLOUD_ID} is missing`);
    return id;
  };
  const records = createProviderRecords({ db, secrets, providerTenantId: providerTenantId });
  const cachedClient = createClientCache(config.PORTABILITY_TIMEOUT_MS);
  const publicCheck = createPublicCheck({
    repo,
    throttle,
    config,
    log,
    storedRecord: (provider) => records[provider].stored(),
    clientOf: (provider, stored) => cachedClient(provider, stored, secrets),
  });
  return { handlers: createPortabilityHandlers({ records, repo, publicCheck, secrets, timeoutMs: config.PORTABILITY_TIMEOUT_MS }) };
};
