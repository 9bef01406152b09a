import { z } from 'zod';
import { signedIn } from '../access.js';
import { ZMessage } from '../common/fields.js';
import { defineCall } from '../define-call.js';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { scope } from '../scope.js';
import { ZDomainPayload } from './domain-fields.js';
import { extension } from './platform-fields.js';

/** Shared voicemails a user may have (document 2 §5 and §9). */
export const MAX_SHARED_VOICEMAILS = 3;
const domainScope = [scope.cloud('cloud_id'), scope.domain('domain')] as const;
const entry = {
  ...ZDomainPayload,
  for_user: extension(MESSAGE_TEXTS.selectSubscriberFirst),
  vm_user: extension(MESSAGE_TEXTS.selectSubscriberFirst),
};

export const sharedVMSummary = defineCall({
  name: 'sharedVMSummary',
  summary: 'The voicemail boxes shared with a user of the domain.',
  access: signedIn,
  scope: domainScope,
  effect: 'read',
  input: z.object({ ...ZDomainPayload, for_user: extension(MESSAGE_TEXTS.selectSubscriberFirst) }),
  output: z.array(z.object({ vm_user: z.string() })),
});

export const createUpdateSharedVM = defineCall({
  name: 'createUpdateSharedVM',
  summary: `Share the voicemail of \`vm_user\` with \`for_user\`: at most ${MAX_SHARED_VOICEMAILS}, not itself, no duplicates, both users of the domain.`,
  access: signedIn,
  scope: domainScope,
  effect: 'write',
  input: z.object(entry),
  output: ZMessage,
});

export const deleteSharedVM = defineCall({
  name: 'deleteSharedVM',
  summary: 'Stop sharing the voicemail of `vm_user` with `for_user`.',
  access: signedIn,
  scope: domainScope,
  effect: 'write',
  input: z.object(entry),
  output: ZMessage,
});
