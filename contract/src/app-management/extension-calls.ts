import { z } from 'zod';
import { signedIn } from '../access.js';
import { ZFlag, ZMessageFields, requiredText } from '../common/fields.js';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { domainRead, domainWrite } from '../tenant-calls.js';
import { ZDomainPayload } from './domain-fields.js';

/** bigcorp.demo has 2,000 users: a Save of every row of its largest domain must fit. */
export const MAX_EXTENSIONS_PER_SAVE = 10_000;

export const ZExtensionCheck = z.object({
  extension: requiredText(MESSAGE_TEXTS.selectSubscriberFirst, 64),
  allowed: ZFlag,
});

export const getExtensionsChecked = domainRead(signedIn, {
  name: 'getExtensionsChecked',
  summary: 'The extensions of a domain allowed to use the app (per-user provisioning saved with Save).',
  input: z.object(ZDomainPayload),
  output: z.array(z.object({ extension: z.string() })),
});

export const checkExtensions = domainWrite(signedIn, {
  name: 'checkExtensions',
  summary:
    'Saves per-user provisioning of a domain: each {extension, allowed} of the list, which must be users of the domain on the platform. ' +
    'Extensions not in the list keep their state. Raises the domain\'s configuration version.',
  input: z.object({ ...ZDomainPayload, list: z.array(ZExtensionCheck).max(MAX_EXTENSIONS_PER_SAVE) }),
  output: z.object({ ...ZMessageFields, config_version: z.number().int() }),
});
