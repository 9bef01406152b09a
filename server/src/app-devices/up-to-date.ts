import { sql } from 'drizzle-orm';
import { appDevices, domainSettings, tenants } from '../db/schema.js';

/**
 * Up to date (the provisioning design): the device last received the tenant's and the domain's
 * current configuration versions, and has provisioned since any forced reprovision.
 */
export const upToDate = sql<boolean>`(
  ${appDevices.servedTenantVersion} = ${tenants.configVersion}
  and ${appDevices.servedDomainVersion} = coalesce(${domainSettings.configVersion}, 0)
  and (${appDevices.reprovisionRequestedAt} is null
       or coalesce(${appDevices.lastProvisionedAt} >= ${appDevices.reprovisionRequestedAt}, false))
)`;
