import { z } from 'zod';
import { signedIn } from '../access.js';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { tenantRead } from '../tenant-calls.js';

export const NO_PLATFORM_CONNECTION = MESSAGE_TEXTS.noConnection;

export const getAllDomains = tenantRead(signedIn, {
  name: 'getAllDomains',
  summary: "The telephony domains of the caller's tenant, read live from the platform (the super tenant may name a cloud id).",
  output: z.array(z.object({ domain: z.string(), description: z.string() })),
});
