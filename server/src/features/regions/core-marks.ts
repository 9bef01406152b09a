import { MESSAGES, formatMessage, type Message } from '@mamt/contract';
import { fieldError } from '../../lib/app-error.js';
import type { Logger } from '../../lib/logger.js';
import type { DeviceWorkService } from '../../device-work/device-work.service.js';
import { candidatesKey } from '../../platform/proxy-choice.js';
import type { RegionsRepository } from './regions.repository.js';

type Deps = { repo: RegionsRepository; devices: Pick<DeviceWorkService, 'reprovision'>; log: Logger };
export type CoreToggle = { cloudId: string; region: string; core?: string; down: boolean; by: string };

/**
 * Core Management (document 4 §5): a core marked down or up again. The mark and the configuration
 * versions of the domains whose devices change core commit together; those domains' devices are
 * then reprovisioned at once (a run per domain, as the console's Reprovisioning), so that they move
 * on their next re-provision.
 */
export function createCoreMarks({ repo, devices, log }: Deps) {
  return {
    async toggle({ cloudId, region, core, down, by }: CoreToggle): Promise<{ message: Message; domains: string[] }> {
      const inRegion = (await repo.cores(cloudId)).filter((candidate) => candidate.region === region);
      if (inRegion.length === 0) throw fieldError('region', formatMessage(MESSAGES.regionUnknown, { region }));
      // Without a core, older clients toggle the whole region.
      const targets = core === undefined || core === '' ? inRegion : inRegion.filter((candidate) => candidate.core === core);
      if (targets.length === 0) throw fieldError('core', formatMessage(MESSAGES.coreUnknown, { core: core ?? '', region }));
      const names = targets.map((target) => target.core);
      const domains = await repo.changePlan(cloudId, (tx) => repo.mark(tx, cloudId, names, down, by), candidatesKey);
      for (const domain of domains) await devices.reprovision({ cloudId, domain }, { userId: null, name: by });
      log.info({ cloudId, cores: names, down, domains }, down ? 'cores marked down' : 'cores marked up');
      const entry = down ? MESSAGES.coreMarkedDown : MESSAGES.coreMarkedUp;
      return { message: formatMessage(entry, { core: names.join(', '), domains: domains.length }), domains };
    },
  };
}

export type CoreMarks = ReturnType<typeof createCoreMarks>;
