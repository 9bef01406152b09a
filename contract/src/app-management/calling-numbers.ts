import { z } from 'zod';
import { signedIn } from '../access.js';
import { ZMessage } from '../common/fields.js';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { domainRead, domainWrite } from '../tenant-calls.js';
import { ZDomainPayload } from './domain-fields.js';
import { extension, phoneNumber } from './platform-fields.js';

export const ZCallingNumber = z.object({ id: z.number(), phone_number: z.string(), extension: z.string(), domain: z.string() });

export const getAvailableCallingNumbers = domainRead(signedIn, {
  name: 'getAvailableCallingNumbers',
  summary: "The domain's DIDs on the platform (its phonenumber dial rules), each with the extension it is assigned to as calling number, if any.",
  input: z.object({ ...ZDomainPayload }),
  output: z.array(z.object({ phone_number: z.string(), to_user: z.string(), description: z.string(), assigned_to: z.string().nullable() })),
});

export const getAssignedCallingNumbers = domainRead(signedIn, {
  name: 'getAssignedCallingNumbers',
  summary: 'The calling numbers assigned in a domain, or to one user of it when `user` is given.',
  input: z.object({ ...ZDomainPayload, user: extension(MESSAGE_TEXTS.selectSubscriberFirst).optional() }),
  output: z.array(ZCallingNumber),
});

export const assignCallingNumber = domainWrite(signedIn, {
  name: 'assignCallingNumber',
  summary: 'Assign a DID of the domain to a user of it as calling number. A number is assigned to one user at a time.',
  input: z.object({
    ...ZDomainPayload,
    extension: extension(MESSAGE_TEXTS.selectSubscriberFirst),
    phone_number: phoneNumber(MESSAGE_TEXTS.selectCallingNumberFirst),
  }),
  output: z.object({ ...ZMessage.shape, calling_number: ZCallingNumber }),
});

export const deleteAssignedCallingNumber = domainWrite(signedIn, {
  name: 'deleteAssignedCallingNumber',
  summary: 'Take a calling number back from the user it is assigned to.',
  input: z.object({ ...ZDomainPayload, phone_number: phoneNumber(MESSAGE_TEXTS.selectCallingNumberFirst) }),
  output: ZMessage,
});
