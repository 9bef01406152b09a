import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { createBatcher, createPendingBatches } from '../../lib/batcher.js';
import type { Logger } from '../../lib/logger.js';
import type { Served } from './app-devices.repository.js';

type Mark = { id: number; tenantVersion: number; domainVersion: number; platform: string | null; appVersion: string | null; installId: string | null; at: string };

/**
 * What each re-provision leaves behind (when, which configuration versions, what the app said of
 * itself), written as a group commit (lib/batcher.ts): while one write is running, the re-provisions
 * that arrive join the next one, so a storm costs one UPDATE per batch instead of one per request,
 * and a quiet server still writes each at once. A re-provision's answer does not wait for it (the
 * console shows it a batch later, milliseconds); a first installation's does. The server's close
 * waits for every mark taken (`settled`).
 */
export function createProvisionedMarks(db: Db, log: Logger) {
  const write = createBatcher(async (marks: Mark[]): Promise<void> => {
    // The last mark of a device wins; earlier ones of the same batch say nothing more.
    const rows = JSON.stringify([...new Map(marks.map((mark) => [mark.id, mark])).values()]);
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
      log.error({ err: error, devices: marks.length }, 'provisioning: could not record re-provisions');
    }
  });

  const pending = createPendingBatches();
  const mark = (id: number, served: Served): Promise<void> => {
    const written = write({
      id,
      tenantVersion: served.servedTenantVersion,
      domainVersion: served.servedDomainVersion,
      platform: served.platform ?? null,
      appVersion: served.appVersion ?? null,
      installId: served.installId ?? null,
      at: new Date().toISOString(),
    });
    return pending.track(written);
  };

  return {
    /** Records one re-provision; resolves once it is written (or its write failed and was logged). */
    mark,
    /** Every mark taken so far written (the server's close, before the database closes). */
    settled: pending.settled,
  };
}

export type ProvisionedMarks = ReturnType<typeof createProvisionedMarks>;
