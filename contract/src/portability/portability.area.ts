import { checkIntelliquentPortability, checkPeerlessPortability, checkVIPortability, getPortabilityCheckPage, testPortabilityConnection } from './portability-check.js';
import { inteliquentResource, peerlessResource, voipInnovationsResource } from './portability-resources.js';

/** Number portability (document 3): the three providers' credentials and the public check. */
export const portabilityCalls = {
  ...inteliquentResource.contractCalls,
  ...peerlessResource.contractCalls,
  ...voipInnovationsResource.contractCalls,
  testPortabilityConnection,
  checkIntelliquentPortability,
  checkPeerlessPortability,
  checkVIPortability,
  getPortabilityCheckPage,
};
