import { afterEach, describe, expect, it } from 'vitest';
import type { LogEntry } from '../../src/features/logs/log-entry.js';
import { createLogStore, type LogSink, type LogStore } from '../../src/features/logs/log-store.js';

const line = (msg: string, level = 30) => `${JSON.stringify({ level, time: Date.now(), msg })}\n`;

/** A sink that keeps each batch it is given; `failing` makes its writes fail. */
function recordingSink(name = 'memory') {
  const batches: string[][] = [];
  const sink: LogSink & { batches: string[][]; failing: boolean } = {
    name,
    batches,
    failing: false,
    async write(entries: LogEntry[]) {
      if (sink.failing) throw new Error(`${name} is down\nparams: secret-values`);
      batches.push(entries.map((entry) => entry.message));
    },
  };
  return sink;
}

const stores: LogStore[] = [];
const storeOf = (options: Parameters<typeof createLogStore>[0]) => {
  const store = createLogStore(options);
  stores.push(store);
  return store;
};
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

describe('the log store', () => {
  it('only queues a line when it is written, and writes the queue in batches in the order logged', async () => {
    const sink = recordingSink();
    const store = storeOf({ sinks: [sink], everyMs: 60_000, batchSize: 2 });
    store.write(line('one'));
    expect(sink.batches).toEqual([]);
    store.write(line('two'));
    store.write(line('three'));
    store.write(line('debug', 20));
    await store.flush();
    expect(sink.batches).toEqual([['one', 'two'], ['three']]);
  });

  it('writes a full batch at once, and what is queued every period', async () => {
    const sink = recordingSink();
    const store = storeOf({ sinks: [sink], everyMs: 60_000, batchSize: 3 });
    for (const msg of ['a', 'b', 'c']) store.write(line(msg));
    await expect.poll(() => sink.batches, { timeout: 1000, interval: 5 }).toEqual([['a', 'b', 'c']]);

    const periodic = recordingSink();
    storeOf({ sinks: [periodic], everyMs: 30, batchSize: 100 }).write(line('d'));
    expect(periodic.batches).toEqual([]);
    await expect.poll(() => periodic.batches, { timeout: 1000, interval: 10 }).toEqual([['d']]);
  });

  it('drops the oldest entries beyond its bound, and says so once', async () => {
    const sink = recordingSink();
    const reports: string[] = [];
    const store = storeOf({ sinks: [sink], everyMs: 60_000, batchSize: 100, maxQueued: 3, report: (text) => reports.push(text) });
    for (const msg of ['1', '2', '3', '4', '5']) store.write(line(msg));
    await store.flush();
    expect(sink.batches).toEqual([['3', '4', '5']]);
    expect(reports).toEqual(['System Logs: more than 3 entries waiting to be written; the oldest are being dropped']);
  });

  it("reports a sink's failure on its own channel, without the values, and keeps writing to the others", async () => {
    const down = recordingSink('the database');
    const up = recordingSink('Loki');
    const reports: string[] = [];
    const store = storeOf({ sinks: [down, up], everyMs: 60_000, report: (text) => reports.push(text) });
    down.failing = true;
    store.write(line('lost'));
    await store.flush();
    // A failing sink is reported once a minute, not once a batch.
    store.write(line('lost too'));
    await store.flush();
    down.failing = false;
    store.write(line('kept'));
    await store.flush();
    expect(reports).toEqual(['System Logs: 1 entries not written to the database: the database is down']);
    expect(down.batches).toEqual([['kept']]);
    expect(up.batches).toEqual([['lost'], ['lost too'], ['kept']]);
  });

  it('writes what is queued when it closes, and takes nothing after', async () => {
    const sink = recordingSink();
    const store = storeOf({ sinks: [sink], everyMs: 60_000 });
    store.write(line('last words'));
    await store.close();
    store.write(line('too late'));
    await store.flush();
    expect(sink.batches).toEqual([['last words']]);
  });

  it('never throws into the logger, whatever it is given', () => {
    const reports: string[] = [];
    const store = storeOf({ sinks: [recordingSink()], report: (text) => reports.push(text) });
    expect(() => store.write('{"level":30,"msg":')).not.toThrow();
    expect(() => store.write(`{"level":30,"time":1,"msg":"x","big":${'['.repeat(50)}${']'.repeat(50)}}`)).not.toThrow();
  });
});

describe('a detached sink (Loki)', () => {
  it("never holds back the database's batches, writes its own in order once it answers, and drops past 20 waiting", async () => {
    const database = recordingSink('the database');
    const reports: string[] = [];
    let answer: () => void = () => {};
    const pushed: string[][] = [];
    const slow: LogSink = {
      name: 'Loki',
      detached: true,
      async write(entries) {
        await new Promise<void>((resolve) => (answer = resolve));
        pushed.push(entries.map((entry) => entry.message));
        answer = () => {};
      },
    };
    const store = storeOf({ sinks: [database, slow], everyMs: 60_000, batchSize: 1, report: (text) => reports.push(text) });
    for (let n = 0; n < 22; n += 1) store.write(line(`entry ${n}`));
    // The database has every batch while Loki has not answered the first.
    await expect.poll(() => database.batches.length).toBe(22);
    expect(pushed).toEqual([]);
    expect(reports.join('\n')).toMatch(/entries not written to Loki: 20 batches are still waiting for it/);
    // Loki answers: its waiting batches go one after the other, the oldest first.
    while (pushed.length < 20) {
      answer();
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect(pushed.slice(0, 2)).toEqual([['entry 0'], ['entry 1']]);
  });
});
