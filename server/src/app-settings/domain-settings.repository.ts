import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.js';
import { domainSettings, extensionProvisioning } from '../db/schema.js';

export type DomainKey = { cloudId: string; domain: string };
export type DomainSettingsRow = typeof domainSettings.$inferSelect;
export type SettingsPatch = Partial<Pick<DomainSettingsRow, 'deviceLimit' | 'provisioning' | 'quickDial' | 'recording' | 'textable'>>;

const ofDomain = ({ cloudId, domain }: DomainKey) => and(eq(domainSettings.cloudId, cloudId), eq(domainSettings.domain, domain));

/** Rows per INSERT of a Save: far below PostgreSQL's 65,535 parameters at four values a row. */
const SAVE_CHUNK = 2000;

type Executor = Pick<Db, 'insert'>;

/**
 * Applies a change to a domain's settings and raises its configuration version in one statement:
 * the change and its version can never be seen apart (document 4 §7).
 */
async function applyChange(executor: Executor, key: DomainKey, patch: SettingsPatch): Promise<DomainSettingsRow> {
  const [row] = await executor
    .insert(domainSettings)
    .values({ ...key, ...patch, configVersion: 1 })
    .onConflictDoUpdate({
      target: [domainSettings.cloudId, domainSettings.domain],
      set: { ...patch, configVersion: sql`${domainSettings.configVersion} + 1`, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('the domain settings upsert returned no row');
  return row;
}

/**
 * Raises a domain's configuration version inside the caller's transaction: a change of what the
 * domain's users receive (calling numbers, shared voicemail, DID sharing) and its version commit together.
 */
export const raiseDomainVersion = (executor: Executor, key: DomainKey) => applyChange(executor, key, {});

export function createDomainSettingsRepository(db: Db) {
  return {
    async find(key: DomainKey): Promise<DomainSettingsRow | undefined> {
      const [row] = await db.select().from(domainSettings).where(ofDomain(key)).limit(1);
      return row;
    },

    update: (key: DomainKey, patch: SettingsPatch) => applyChange(db, key, patch),

    async allowedExtensions(key: DomainKey): Promise<string[]> {
      const rows = await db
        .select({ extension: extensionProvisioning.extension })
        .from(extensionProvisioning)
        .where(and(eq(extensionProvisioning.cloudId, key.cloudId), eq(extensionProvisioning.domain, key.domain), eq(extensionProvisioning.allowed, true)))
        .orderBy(extensionProvisioning.extension);
      return rows.map((row) => row.extension);
    },

    /** Saves per-user provisioning and raises the domain's version in one transaction: all of it or none. */
    async saveExtensions(key: DomainKey, checks: ReadonlyArray<{ extension: string; allowed: boolean }>): Promise<DomainSettingsRow> {
      return db.transaction(async (tx) => {
        for (let start = 0; start < checks.length; start += SAVE_CHUNK) {
          const chunk = checks.slice(start, start + SAVE_CHUNK).map((check) => ({ ...key, ...check }));
          await tx
            .insert(extensionProvisioning)
            .values(chunk)
            .onConflictDoUpdate({
              target: [extensionProvisioning.cloudId, extensionProvisioning.domain, extensionProvisioning.extension],
              set: { allowed: sql`excluded.allowed`, updatedAt: sql`now()` },
            });
        }
        return applyChange(tx, key, {});
      });
    },
  };
}

export type DomainSettingsRepository = ReturnType<typeof createDomainSettingsRepository>;
