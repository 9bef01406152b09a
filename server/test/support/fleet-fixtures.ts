/** What the Fleet tests arrange: registrations read long ago, QR e-mails that were not delivered, cores marked down. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/open-db.js';
import { appDevices, coreMarks, qrMailDeliveries, qrMailRuns, registrationReads } from '../../src/db/schema.js';

/** As if the cache period had passed: the next Fleet answer reads the tenant's domains again. */
export const forgetRegistrationReads = (db: Db, cloudId: string) =>
  db.update(registrationReads).set({ readAt: sql`now() - interval '1 day'`, failedAt: null, failure: null, claimedUntil: null }).where(eq(registrationReads.cloudId, cloudId));

export const removeAppDevices = (db: Db, cloudId: string) => db.delete(appDevices).where(eq(appDevices.cloudId, cloudId));

/** One QR e-mail to each extension, in one send, with the status given. */
export async function insertQrDeliveries(db: Db, where: { cloudId: string; domain: string }, deliveries: Array<{ extension: string; status: string }>) {
  const [run] = await db.insert(qrMailRuns).values({ ...where, sentByName: 'Test', subject: 'Your app', body: 'Scan it' }).returning({ id: qrMailRuns.id });
  if (!run) throw new Error('no QR mail run inserted');
  await db.insert(qrMailDeliveries).values(
    deliveries.map(({ extension, status }) => ({
      runId: run.id,
      ...where,
      extension,
      subscriberLogin: `${extension}@${where.domain}`,
      firstName: 'Test',
      lastName: extension,
      recipient: `${extension}@example.com`,
      status,
      expiresAt: new Date(Date.now() + 86_400_000),
    })),
  );
}

export const markCore = (db: Db, cloudId: string, core: string, down: boolean) =>
  db.insert(coreMarks).values({ cloudId, core, down, changedBy: 'test' }).onConflictDoUpdate({ target: [coreMarks.cloudId, coreMarks.core], set: { down } });
