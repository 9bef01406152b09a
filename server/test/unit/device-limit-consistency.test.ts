import { describe, expect, it, vi } from 'vitest';
import type { DomainPlatform } from '../../src/features/app-management/domain-platform.js';
import type { DomainSettingsRepository } from '../../src/app-settings/domain-settings.repository.js';
import { createDomainSettingsService } from '../../src/features/app-management/domain-settings.service.js';
import type { Logger } from '../../src/lib/logger.js';
import { PlatformError } from '../../src/integrations/netsapiens/platform-error.js';

const key = { cloudId: 'acme', domain: 'acme.demo' };

/** A platform holding one domain's max_device, whose writes can be made to fail. */
function fakePlatform(initial: string | undefined) {
  const state = { maxDevice: initial, failWrites: 0 };
  const platform: DomainPlatform = {
    maxDevice: async () => state.maxDevice,
    setMaxDevice: async (_cloudId, _domain, value) => {
      if (state.failWrites > 0) {
        state.failWrites -= 1;
        throw new PlatformError('server', 'HTTP 500');
      }
      state.maxDevice = value;
    },
    extensions: async () => [],
  };
  return { state, platform };
}

const failingRepo = () =>
  ({
    find: async () => undefined,
    update: async () => {
      throw new Error('connection to the database lost');
    },
  }) as unknown as DomainSettingsRepository;

const logger = () => ({ error: vi.fn() }) as unknown as Logger & { error: ReturnType<typeof vi.fn> };

describe('device limit: the platform and our row never disagree after one side fails', () => {
  it("puts the platform's previous max_device back when our row cannot be written", async () => {
    const { state, platform } = fakePlatform('4');
    const service = createDomainSettingsService({ repo: failingRepo(), platform, log: logger() });
    await expect(service.setDeviceLimit(key, 9)).rejects.toThrow('connection to the database lost');
    expect(state.maxDevice).toBe('4');
  });

  it('logs, and still fails the call, when the platform refuses to take its previous value back', async () => {
    const { state, platform } = fakePlatform('4');
    const log = logger();
    const service = createDomainSettingsService({ repo: failingRepo(), platform, log });
    const write = platform.setMaxDevice;
    // The first write lands; the restoring one fails.
    platform.setMaxDevice = async (...args) => {
      await write(...args);
      state.failWrites = 1;
      platform.setMaxDevice = write;
    };
    await expect(service.setDeviceLimit(key, 9)).rejects.toThrow('connection to the database lost');
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]?.[0]).toMatchObject({ previous: '4', limit: 9 });
  });

  it('does not touch our row when the platform write fails', async () => {
    const { state, platform } = fakePlatform('4');
    state.failWrites = 1;
    const update = vi.fn();
    const repo = { find: async () => undefined, update } as unknown as DomainSettingsRepository;
    const service = createDomainSettingsService({ repo, platform, log: logger() });
    await expect(service.setDeviceLimit(key, 9)).rejects.toBeInstanceOf(PlatformError);
    expect(update).not.toHaveBeenCalled();
    expect(state.maxDevice).toBe('4');
  });
});
