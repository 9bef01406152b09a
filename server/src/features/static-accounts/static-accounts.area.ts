import { staticAccountResource } from '@mamt/contract';
import { staticAccounts } from '../../db/schema.js';
import { createTableStore } from '../../resources/table-store.js';
import { resourceArea, type ServerArea } from '../../wiring/server-area.js';
import { createStaticAccountsService } from './static-accounts.service.js';

/** Static accounts, on the resource kit. */
export const staticAccountsArea: ServerArea = ({ db, secrets, connectionsRepo, gateway }) =>
  resourceArea(
    staticAccountResource,
    createStaticAccountsService({
      store: createTableStore(db, staticAccounts, { tenant: 'cloudId' }),
      secrets,
      // A tenant without a platform connection has no platform logins to protect.
      platformDomains: async (cloudId) => ((await connectionsRepo.findByCloudId(cloudId)) ? gateway.domainNames(cloudId) : []),
    }),
  );
