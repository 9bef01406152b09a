import { MESSAGES, inteliquentResource, peerlessResource, voipInnovationsResource, type PortabilityProviderKey } from '@mamt/contract';
import { AppError } from '../../lib/app-error.js';
import type { Handlers } from '../../rpc/call-context.js';
import { resourceHandlers } from '../../resources/resource-handlers.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { PortabilityRepository } from './portability.repository.js';
import type { ProviderRecords } from './provider-records.js';
import type { createPublicCheck } from './public-check.js';
import { testConnection } from './test-connection.js';

type Names = 'testPortabilityConnection' | 'checkIntelliquentPortability' | 'checkPeerlessPortability' | 'checkVIPortability' | 'getPortabilityCheckPage';

export type PortabilityHandlerDeps = {
  records: ProviderRecords;
  repo: PortabilityRepository;
  publicCheck: ReturnType<typeof createPublicCheck>;
  secrets: SecretBox;
  timeoutMs: number;
};

/** A colour a stylesheet may take as it stands (the white label keeps what an admin typed). */
const CSS_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function createPortabilityHandlers({ records, repo, publicCheck, secrets, timeoutMs }: PortabilityHandlerDeps) {
  // The three check calls share one input and answer (the contract's checkCall): one handler each, by provider.
  const check = (provider: PortabilityProviderKey) => (input: { cloud_id: string; numbers: string[] }, ctx: { clientAddress: string }) =>
    publicCheck.check(provider, input, ctx.clientAddress);
  const handlers = {
    ...resourceHandlers(inteliquentResource, records.inteliquent.service),
    ...resourceHandlers(peerlessResource, records.peerless.service),
    ...resourceHandlers(voipInnovationsResource, records.vi.service),
    testPortabilityConnection: (input) => testConnection(input, { records, secrets, timeoutMs }),
    checkIntelliquentPortability: check('inteliquent'),
    checkPeerlessPortability: check('peerless'),
    checkVIPortability: check('vi'),
    getPortabilityCheckPage: async (input) => {
      const tenant = await repo.activeTenant(input.cloud_id);
      if (!tenant) throw new AppError('NOT_FOUND', MESSAGES.portabilityLinkInvalid);
      const logo = tenant.dashboardLogo || tenant.signinLogo;
      const color = tenant.buttonColor?.trim() ?? '';
      return { company: tenant.company, ...(logo ? { logo } : {}), ...(CSS_COLOUR.test(color) ? { button_color: color } : {}) };
    },
  } satisfies Partial<Handlers>;
  return handlers as Pick<Handlers, Names> & typeof handlers;
}
