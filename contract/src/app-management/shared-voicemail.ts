import { z } from 'zod';
import { signedIn } from '../access.js';
import { ZMessage } from '../common/fields.js';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { domainRead, domainWrite } from '../tenant-calls.js';
import { ZDomainPayload } from './domain-fields.js';
import { extension } from './platform-fields.js';

/** Shared voicemails a user may have (document 2 §5 and §9). */
export const MAX_SHARED_VOICEMAILS = 3;
const entry = {
  ...ZDomainPayload,
  for_user: extension(MESSAGE_TEXTS.selectSubscriberFirst),
  vm_user: extension(MESSAGE_TEXTS.selectSubscriberFirst),
};

export const sharedVMSummary = domainRead(signedIn, {
  name: 'sharedVMSummary',
  summary: 'The voicemail boxes shared with a user of the domain.',
  input: z.object({ ...ZDomainPayload, for_user: extension(MESSAGE_TEXTS.selectSubscriberFirst) }),
  output: z.array(z.object({ vm_user: z.string() })),
});

export const createUpdateSharedVM = domainWrite(signedIn, {
  name: 'createUpdateSharedVM',
  summary: `Share the voicemail of \`vm_user\` with \`for_user\`: at most ${MAX_SHARED_VOICEMAILS}, not itself, no duplicates, both users of the domain.`,
  input: z.object(entry),
  output: ZMessage,
});

export const deleteSharedVM = domainWrite(signedIn, {
  name: 'deleteSharedVM',
  summary: 'Stop sharing the voicemail of `vm_user` with `for_user`.',
  input: z.object(entry),
  output: ZMessage,
});
