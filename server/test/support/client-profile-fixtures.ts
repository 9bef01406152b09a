import { and, eq } from 'drizzle-orm';
import { clientProfiles } from '../../src/db/schema.js';
import { asSuper, type TableContext } from './authorization-fixtures.js';

/** The fields of a valid domain-level (or, with an extension, extension-level) client profile. */
export const profileFields = (cloudId: string, domain: string, extension = '') => ({
  profilename: `Profile of ${domain}${extension ? `/${extension}` : ''}`,
  cloud_id: cloudId,
  domain,
  extension,
  outboundproxyenabled: 1,
  outboundproxyhost: 'sbc.example.test',
  port: 5060,
});

/** Frees a level of the tree, so that a request that creates a profile there can be repeated by each actor. */
export async function clearProfileLevel({ t }: TableContext, cloudId: string, domain: string, extension = ''): Promise<void> {
  await t.database.db
    .delete(clientProfiles)
    .where(and(eq(clientProfiles.cloudId, cloudId), eq(clientProfiles.domain, domain), eq(clientProfiles.extension, extension)));
}

/** A domain profile created afresh by the super tenant's administrator: its id. */
export async function freshDomainProfile(c: TableContext, cloudId: string, domain: string): Promise<number> {
  await clearProfileLevel(c, cloudId, domain);
  return (await asSuper(c, 'profileCreateUpdate', profileFields(cloudId, domain))).id;
}

/** The form of a new domain profile, on a domain cleared of its profile. */
export async function newDomainProfileForm(c: TableContext, cloudId: string, domain: string) {
  await clearProfileLevel(c, cloudId, domain);
  return profileFields(cloudId, domain);
}
