import { accountValues, type AccountDevice, type ConfigValue } from './account-config.js';
import type { ProvisioningPlatform } from './platform-devices.js';
import type { DomainSettings, ProvisioningRepository, ProvisioningTenant } from './provisioning.repository.js';

export type BuiltAccount = { values: ConfigValue[]; served: { servedTenantVersion: number; servedDomainVersion: number } };

/**
 * Gathers what a device's Account XML is made of: our own records, and the platform only for the
 * SMS numbers while the domain is textable (read through a cache), so that re-provisioning a
 * device needs no platform request in the steady state.
 */
export function createAccountBuilder({ repo, platform, server }: { repo: ProvisioningRepository; platform: ProvisioningPlatform; server: { publicUrl: string; intervalSeconds: number } }) {
  return async (tenant: ProvisioningTenant, device: AccountDevice, known?: { settings: DomainSettings | undefined }): Promise<BuiltAccount> => {
    const key = { cloudId: tenant.cloudId, domain: device.domain, extension: device.extension };
    const [settings, features] = await Promise.all([known ? known.settings : repo.domainSettings(key.cloudId, key.domain), repo.userFeatures(key)]);
    const ownSmsNumbers = settings?.textable ? await platform.smsNumbers(key.cloudId, key.domain, key.extension) : [];
    return {
      values: accountValues({ tenant, settings, device, features, ownSmsNumbers, server }),
      served: { servedTenantVersion: tenant.configVersion, servedDomainVersion: settings?.configVersion ?? 0 },
    };
  };
}

export type AccountBuilder = ReturnType<typeof createAccountBuilder>;
