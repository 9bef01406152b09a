import { MESSAGES, type CallOutput, type Calls } from '@mamt/contract';
import { AppError } from '../../lib/app-error.js';
import type { AccountBuilder } from './account-builder.js';
import { MASK, accountXml } from './account-xml.js';
import type { AppDevicesRepository } from './app-devices.repository.js';
import { firstFreeDeviceName } from './device-names.js';
import type { ProvisioningRepository } from './provisioning.repository.js';

type Preview = CallOutput<Calls['previewAccount']>;

/**
 * What a user's app would receive now (document 4 §8), for support staff: secrets masked, each
 * value with its source. The user's first live app device stands for the device; without one, the
 * name a first Android installation would get.
 */
export function createAccountPreview({ repo, devices, build }: { repo: ProvisioningRepository; devices: AppDevicesRepository; build: AccountBuilder }) {
  return async (cloudId: string, domain: string, extension: string): Promise<Preview> => {
    const tenant = await repo.findTenant(cloudId);
    if (!tenant) throw new AppError('NOT_FOUND', MESSAGES.notFound);
    const [device] = await devices.liveOfUser({ cloudId: tenant.cloudId, domain, extension });
    const { values } = await build.build(tenant, {
      name: device?.deviceName ?? firstFreeDeviceName(extension, 'android', new Set()) ?? extension,
      // Never opened for a preview: they are masked anyway.
      sipPassword: '',
      cloudPassword: '',
      subscriberLogin: device?.subscriberLogin ?? `${extension}@${domain}`,
      domain,
      extension,
    });
    return {
      xml: accountXml(values, { mask: true }),
      values: values.map(({ element, value, source, secret, note }) => ({ element, value: secret ? MASK : value, source, ...(note ? { note } : {}) })),
    };
  };
}
