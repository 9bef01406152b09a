import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import type { Logger } from '../../lib/logger.js';
import type { Served } from './app-devices.repository.js';

type Mark = { id: number; tenantVersion: number; domainVersion: number; platform: string | null; appVersion: string | null; installId: string | null; at: string };

/**
 * What each re-provision leaves behind (when, which configuration versions, what the app said of
 * itself), written as a group commit: while one write is running, the re-provisions that arrive
 * join the next one, so a storm costs one UPDATE per batch instead of one per request, and a quiet
 * server still writes each at once. Each caller waits for the write that carries its mark, so the
 * console reads what the app was served as soon as the app has it.
 */
export function createProvisionedMarks(db: Db, log: Logger) {
  let filling: Map<number, Mark> | null = null;
  let filled: Promise<void> = Promise.resolve();
  let previous: Promise<void> = Promise.resolve();

  async function write(batch: Map<number, Mark>): Promise<void> {
    const rows = JSON.stringify([...batch.values()]);
    try {
      // What the app did not say (null) keeps what it said before.
      await db.execute(sql`
        update app_devices as d set
          served_tenant_version = m."tenantVersion",
          served_domain_version = m."domainVersion",
          last_provisioned_at = m."at",
          platform = coalesce(m."platform", d.platform),
          app_version = coalesce(m."appVersion", d.app_version),
          install_id = coalesce(m."installId", d.install_id)
        from json_to_recordset(${rows}::json) as m("id" integer, "tenantVersion" integer, "domainVersion" integer, "platform" text, "appVersion" text, "installId" text, "at" timestamptz)
        where d.id = m."id"`);
    } catch (error) {
      // Bookkeeping only: the app already has its configuration, and its next re-provision marks it again.
      log.error({ err: error, devices: batch.size }, 'provisioning: could not record re-provisions');
    }
  }

  return {
    /** Records one re-provision; resolves once it is written (or its write failed and was logged). */
    mark(id: number, served: Served): Promise<void> {
      if (!filling) {
        const batch = new Map<number, Mark>();
        filling = batch;
        filled = previous.then(() => {
          filling = null;
          return write(batch);
        });
        previous = filled;
      }
      filling.set(id, {
        id,
        tenantVersion: served.servedTenantVersion,
        domainVersion: served.servedDomainVersion,
        platform: served.platform ?? null,
        appVersion: served.appVersion ?? null,
        installId: served.installId ?? null,
        at: new Date().toISOString(),
      });
      return filled;
    },
  };
}

export type ProvisionedMarks = ReturnType<typeof createProvisionedMarks>;
