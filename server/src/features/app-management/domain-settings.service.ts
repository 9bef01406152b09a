import { MESSAGES, formatMessage, messageAnswer, type CallOutput, type Calls, type DomainToggle } from '@mamt/contract';
import { limitOfPlatform } from '../../app-settings/device-limit.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { Logger } from '../../lib/logger.js';
import type { DomainPlatform } from './domain-platform.js';
import type { DomainKey, DomainSettingsRepository, DomainSettingsRow, SettingsPatch } from '../../app-settings/domain-settings.repository.js';

type Settings = CallOutput<Calls['getDomainSettings']>;

const COLUMN_OF: Record<DomainToggle, keyof SettingsPatch & keyof DomainSettingsRow> = {
  provisioning: 'provisioning',
  quick_dial: 'quickDial',
  recording: 'recording',
  textable: 'textable',
};

/** The message of a toggle's read when it is off (the spec's clients read any failure as "off"). */
const OFF_MESSAGE = {
  provisioning: MESSAGES.provisioningOff,
  quick_dial: MESSAGES.quickDialOff,
  recording: MESSAGES.recordingOff,
  textable: MESSAGES.textableOff,
} as const;

export function createDomainSettingsService({ repo, platform, log }: { repo: DomainSettingsRepository; platform: DomainPlatform; log: Logger }) {
  async function settingsOf(key: DomainKey, row: DomainSettingsRow | undefined): Promise<Settings> {
    // A limit never set in the console is the platform's own: read only then (the read is cached).
    const deviceLimit = row?.deviceLimit ?? limitOfPlatform(await platform.maxDevice(key.cloudId, key.domain));
    return {
      domain: key.domain,
      device_limit: deviceLimit,
      provisioning: row?.provisioning ?? false,
      quick_dial: row?.quickDial ?? false,
      recording: row?.recording ?? false,
      textable: row?.textable ?? false,
      config_version: row?.configVersion ?? 0,
    };
  }

  const saved = async (key: DomainKey, row: DomainSettingsRow) => ({ ...messageAnswer(MESSAGES.savedSuccessfully), settings: await settingsOf(key, row) });

  return {
    settings: async (key: DomainKey) => settingsOf(key, await repo.find(key)),

    async deviceLimit(key: DomainKey): Promise<number> {
      return (await settingsOf(key, await repo.find(key))).device_limit;
    },

    /**
     * The platform is written first, then our row. A failed platform write changes nothing of ours
     * (502); a failed row write puts the platform's previous value back, so the two never disagree
     * after either side fails (short of the platform failing twice in a row, which is logged).
     */
    async setDeviceLimit(key: DomainKey, limit: number) {
      const previous = await platform.maxDevice(key.cloudId, key.domain);
      await platform.setMaxDevice(key.cloudId, key.domain, String(limit));
      let row: DomainSettingsRow;
      try {
        row = await repo.update(key, { deviceLimit: limit });
      } catch (error) {
        if (previous !== undefined) {
          await platform.setMaxDevice(key.cloudId, key.domain, previous).catch((restoreError: unknown) => {
            log.error({ err: restoreError, ...key, previous, limit }, 'device limit: platform max_device not restored after a failed save');
          });
        }
        throw error;
      }
      return saved(key, row);
    },

    /** 2xx when on; 404 with the toggle's message when off (the spec's contract with existing clients). */
    async requireOn(key: DomainKey, toggle: DomainToggle): Promise<{ enabled: true }> {
      const row = await repo.find(key);
      if (!row?.[COLUMN_OF[toggle]]) throw new AppError('NOT_FOUND', OFF_MESSAGE[toggle]);
      return { enabled: true };
    },

    /** Whether a toggle is on now (off when the domain has no row yet). */
    isOn: async (key: DomainKey, toggle: DomainToggle) => Boolean((await repo.find(key))?.[COLUMN_OF[toggle]]),

    async setToggle(key: DomainKey, toggle: DomainToggle, on: boolean) {
      return saved(key, await repo.update(key, { [COLUMN_OF[toggle]]: on }));
    },

    allowedExtensions: async (key: DomainKey) => (await repo.allowedExtensions(key)).map((extension) => ({ extension })),

    /** Only users of the domain on the platform may be saved; the first unknown one is named. */
    async saveExtensions(key: DomainKey, list: ReadonlyArray<{ extension: string; allowed: boolean }>): Promise<CallOutput<Calls['checkExtensions']>> {
      // A repeated extension keeps its last state, as the list reads top to bottom.
      const checks = [...new Map(list.map((check) => [check.extension, check])).values()];
      if (checks.length > 0) {
        const known = new Set(await platform.extensions(key.cloudId, key.domain));
        const unknown = checks.find((check) => !known.has(check.extension));
        if (unknown) throw fieldError('list', formatMessage(MESSAGES.extensionNotInDomain, { extension: unknown.extension, domain: key.domain }));
      }
      const row = await repo.saveExtensions(key, checks);
      return { ...messageAnswer(MESSAGES.savedSuccessfully), config_version: row.configVersion };
    },
  };
}

export type DomainSettingsService = ReturnType<typeof createDomainSettingsService>;
