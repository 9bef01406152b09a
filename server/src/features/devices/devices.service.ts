import { MESSAGES, isAppDeviceOf, messageAnswer, type TUserDevice } from '@mamt/contract';
import type { NsRow } from '../../integrations/netsapiens/netsapiens-client.js';
import { AppError } from '../../lib/app-error.js';
import type { DeviceStatus, DevicesRepository } from './devices.repository.js';
import { deviceNameOf } from '../../app-devices/app-device-names.js';
import type { PlatformDevices } from './platform-devices.js';

type Where = { cloudId: string; domain: string };

/** Check-syncs of one user's devices in flight at once: a user has a handful, so this is all of them. */
const USER_SYNC_CONCURRENCY = 4;

const flag = (value: string | undefined) => ['yes', 'true', '1', 'on'].includes((value ?? '').trim().toLowerCase());

function toDevice(row: NsRow, status: DeviceStatus | undefined): TUserDevice {
  return {
    device: deviceNameOf(row),
    aor: row.aor ?? '',
    sub_login: row.sub_login ?? '',
    user_agent: row.user_agent ?? '',
    expires: row.expires ?? '',
    outboundproxyenabled: flag(row.outboundproxyenabled),
    subscriber_name: row.subscriber_name ?? '',
    core: row.server ?? '',
    platform: status?.platform ?? null,
    app_version: status?.appVersion ?? null,
    last_provisioned_at: status?.lastProvisionedAt ? status.lastProvisionedAt.toISOString() : null,
    up_to_date: status ? status.upToDate : null,
  };
}

/** The User Devices screen: the platform's app devices of a user, with what we recorded of each. */
export function createDevicesService(repo: DevicesRepository, platform: PlatformDevices) {
  async function list(where: Where, extension: string): Promise<TUserDevice[]> {
    const rows = await platform.ofUser(where, extension);
    const status = await repo.statusOf(where, rows.map(deviceNameOf));
    return rows.map((row) => toDevice(row, status.get(deviceNameOf(row))));
  }

  return {
    list,

    /** A platform failure answers 502 naming the platform, before or during the syncs. */
    async sync(where: Where, extension: string) {
      const rows = await platform.ofUser(where, extension);
      await platform.checkSync(where, rows.map(deviceNameOf), USER_SYNC_CONCURRENCY);
      return { ...messageAnswer(MESSAGES.devicesSynced), devices: await list(where, extension) };
    },

    /**
     * Deleted on the platform first: if that fails nothing of ours changes. A device the platform
     * no longer has but we still serve is only stopped here.
     */
    async remove(where: Where, extension: string, device: string) {
      if (!isAppDeviceOf(extension, device)) throw new AppError('NOT_FOUND', MESSAGES.deviceNotFound);
      const onPlatform = (await platform.ofUser(where, extension)).some((row) => deviceNameOf(row) === device);
      if (onPlatform) await platform.remove(where, device);
      const stopped = await repo.markDeleted(where, device);
      if (!onPlatform && stopped === 0) throw new AppError('NOT_FOUND', MESSAGES.deviceNotFound);
      return messageAnswer(MESSAGES.recordDeleted);
    },
  };
}

export type DevicesService = ReturnType<typeof createDevicesService>;
