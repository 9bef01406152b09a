import { accountValues, isTextable, type AccountDevice, type ConfigValue, type ServerValues } from './account-config.js';
import type { ClientConfigRepository } from './client-config.repository.js';
import type { ProvisioningPlatform } from './platform-devices.js';
import type { DomainSettings, ProvisioningRepository, ProvisioningTenant } from './provisioning.repository.js';

export type BuiltAccount = { values: ConfigValue[]; served: { servedTenantVersion: number; servedDomainVersion: number } };

type Deps = { repo: ProvisioningRepository; clientConfig: ClientConfigRepository; platform: ProvisioningPlatform; server: ServerValues };

/**
 * Gathers what a device's Account XML is made of: our own records (domain settings, per-user
 * features and client profiles in one parallel round trip), and the platform only for the SMS
 * numbers while the user is textable (read through a cache), so that re-provisioning a device needs
 * no platform request in the steady state.
 */
export function createAccountBuilder({ repo, clientConfig, platform, server }: Deps) {
  return async (tenant: ProvisioningTenant, device: AccountDevice, known?: { settings: DomainSettings | undefined }): Promise<BuiltAccount> => {
    const key = { cloudId: tenant.cloudId, domain: device.domain, extension: device.extension };
    const [settings, features, profiles] = await Promise.all([
      known ? known.settings : repo.domainSettings(key.cloudId, key.domain),
      repo.userFeatures(key),
      clientConfig.profilesOf(key.cloudId, key.domain, key.extension),
    ]);
    const ownSmsNumbers = isTextable(tenant, settings) ? await platform.smsNumbers(key.cloudId, key.domain, key.extension) : [];
    return {
      values: accountValues({ tenant, settings, profiles, device, features, ownSmsNumbers, server }),
      served: { servedTenantVersion: tenant.configVersion, servedDomainVersion: settings?.configVersion ?? 0 },
    };
  };
}

export type AccountBuilder = ReturnType<typeof createAccountBuilder>;
