import { accountValues, isTextable } from './account-config.js';
import type { AccountDevice, AccountRecords, ConfigValue, ProvisioningTenant, ServerValues } from './account-records.js';
import type { ClientConfigRepository } from './client-config.repository.js';
import type { ProvisioningPlatform } from './platform-devices.js';
import type { ProvisioningRepository } from './provisioning.repository.js';


export type BuiltAccount = { values: ConfigValue[]; served: { servedTenantVersion: number; servedDomainVersion: number } };
type UserKey = { domain: string; extension: string };

type Deps = { repo: ProvisioningRepository; clientConfig: ClientConfigRepository; platform: ProvisioningPlatform; server: ServerValues };

/**
 * Gathers what a device's Account XML is made of: our own records (domain settings, per-user
 * features, client profiles, the domain's region, the tenant's cores and the SMS/MMS permission in
 * one parallel round trip, which the provisioning rules share for
 * the domain's settings), and the platform only for the SMS numbers while the user is textable (read
 * through a cache), so that re-provisioning a device needs no platform request in the steady state.
 */
export function createAccountBuilder({ repo, clientConfig, platform, server }: Deps) {
  const gather = async (tenant: ProvisioningTenant, { domain, extension }: UserKey): Promise<AccountRecords> => {
    const [settings, features, profiles, region] = await Promise.all([
      repo.domainSettings(tenant.cloudId, domain),
      repo.userFeatures({ cloudId: tenant.cloudId, domain, extension }),
      clientConfig.profilesOf(tenant.cloudId, domain, extension),
      repo.regionRecords(tenant.cloudId, domain),
    ]);
    return { settings, features, profiles, region };
  };

  const build = async (tenant: ProvisioningTenant, device: AccountDevice, gathered?: AccountRecords): Promise<BuiltAccount> => {
    const { settings, features, profiles, region } = gathered ?? (await gather(tenant, device));
    const ownSmsNumbers = isTextable(tenant, settings, region) ? await platform.smsNumbers(tenant.cloudId, device.domain, device.extension) : [];
    return {
      values: accountValues({ tenant, settings, profiles, device, features, region, ownSmsNumbers, server }),
      served: { servedTenantVersion: tenant.configVersion, servedDomainVersion: settings?.configVersion ?? 0 },
    };
  };

  return { gather, build };
}

export type AccountBuilder = ReturnType<typeof createAccountBuilder>;
