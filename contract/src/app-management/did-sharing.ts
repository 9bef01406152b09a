import { z } from 'zod';
import { signedIn } from '../access.js';
import { ZMessage, ZTenantFields, requiredText, text } from '../common/fields.js';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { domainRead, domainWrite } from '../tenant-calls.js';
import { ZDomainPayload } from './domain-fields.js';
import { extension, phoneNumber } from './platform-fields.js';

const PAIR = MESSAGE_TEXTS.selectSubscriberAndDid;
export const ZDidSharingRow = z.object({ id: z.number(), primary_user: z.string(), secondary_user: z.string(), did: z.string(), domain: z.string() });

/**
 * A user of a domain. Older clients send only `username` as the platform login (`1001@acme.demo`):
 * its domain part names the domain when `domain` is absent, and the domain scope checks it as usual.
 */
const ZUserOfDomain = z
  .object({ ...ZTenantFields, domain: text(255).optional(), username: requiredText(MESSAGE_TEXTS.selectSubscriberFirst, 255) })
  .transform((input, ctx) => {
    const [user = '', loginDomain] = input.username.split('@');
    const domain = input.domain || loginDomain;
    if (!domain) {
      ctx.addIssue({ code: 'custom', path: ['domain'], message: MESSAGE_TEXTS.selectDomainFirst, input: input.domain });
      return z.NEVER;
    }
    return { ...input, domain, username: user };
  });

/** The two users of a shared SMS number: the one whose number it is, and the one it is shared with. */
const ZSharingUsers = {
  ...ZDomainPayload,
  primary_user: extension(MESSAGE_TEXTS.selectSubscriberFirst),
  secondary_user: extension(PAIR),
};

export const getDIDNumbers = domainRead(signedIn, {
  name: 'getDIDNumbers',
  summary: "A user's SMS numbers on the platform (smsnumber rows routed to the user, or to every user of the domain with `*`).",
  input: ZUserOfDomain,
  output: z.array(z.object({ did: z.string(), dest: z.string() })),
});

export const getDidSharingDetails = domainRead(signedIn, {
  name: 'getDidSharingDetails',
  summary: 'The DIDs a user of the domain shares with others.',
  input: ZUserOfDomain,
  output: z.array(ZDidSharingRow),
});

export const createUpdateDidSharing = domainWrite(signedIn, {
  name: 'createUpdateDidSharing',
  summary: 'Share an SMS number of the primary user with another user of the domain.',
  input: z.object({ ...ZSharingUsers, did: phoneNumber(PAIR) }),
  output: z.object({ ...ZMessage.shape, sharing: ZDidSharingRow }),
});

export const deleteDidSharing = domainWrite(signedIn, {
  name: 'deleteDidSharing',
  summary: 'Stop sharing an SMS number with a secondary user.',
  input: z.object({ ...ZSharingUsers, did_number: phoneNumber(PAIR) }),
  output: ZMessage,
});
