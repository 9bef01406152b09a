import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrMailDeliveries } from '../../src/db/schema.js';
import { createQrFanOutRepository } from '../../src/features/app-management/qr-mail-fan-out.repository.js';
import { createQrMailRunsRepository } from '../../src/features/app-management/qr-mail-runs.repository.js';
import { buildTestApp, type TestApp } from '../helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const run = { cloudId: 'bigcorp', domain: 'pace.example', sentByUserId: null, sentByName: 'Pace', subject: 'S', body: 'B', cc: null };
const deliveries = Array.from({ length: 250 }, (_, index) => ({
  extension: String(1000 + index),
  subscriberLogin: `${1000 + index}@pace.example`,
  firstName: 'Ann',
  lastName: 'Lee',
  recipient: `u${index}@pace.example`,
}));

describe("a send's pieces are queued as its earlier mails leave the queue", () => {
  it('takes no piece while a piece of the mails queued still wait, and takes the next once they are worked', async () => {
    const runs = createQrMailRunsRepository(t.database.db);
    const pieces = createQrFanOutRepository(t.database.db);
    const { runId } = await runs.createRun(run, deliveries, new Date(Date.now() + 3_600_000), async () => {});
    const stored: number[][] = [];
    const store = async (_tx: unknown, piece: { deliveries: Array<{ id: number }> }) => void stored.push(piece.deliveries.map((row) => row.id));
    const take = () => pieces.takePiece(runId, 100, store, { waitingMax: 100 });

    expect(await take()).toBe('more');
    // The first piece's 100 mails all wait: no second piece yet, and nothing moves.
    expect(await take()).toBe('later');
    expect(stored).toHaveLength(1);

    // Most of them retried (waiting for their retry, not in the fetch's way) or sent: the next piece is queued.
    await t.database.db.update(qrMailDeliveries).set({ status: 'retrying' }).where(inArray(qrMailDeliveries.id, stored[0]!.slice(0, 60)));
    await t.database.db.update(qrMailDeliveries).set({ status: 'sent' }).where(eq(qrMailDeliveries.id, stored[0]![60]!));
    expect(await take()).toBe('more');
    expect(stored).toHaveLength(2);
    expect(await take()).toBe('later');

    // Unbounded (a fan-out that has waited long enough), the last piece is taken all the same.
    expect(await pieces.takePiece(runId, 100, store)).toBe('done');
    expect(stored.map((piece) => piece.length)).toEqual([100, 100, 50]);
  });
});
