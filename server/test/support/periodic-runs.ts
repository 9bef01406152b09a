import pg from 'pg';

/** One period's job of a periodic queue, as pg-boss keeps it: the slot it was sent for, its state and when it began. */
export type PeriodicRun = { name: string; slot: number; state: string; startedOn: number | null };

/**
 * Every job pg-boss holds of the named periodic queues, slot by slot (epoch ms): a periodic job is
 * sent as a singleton of its period's slot (src/jobs/pg-boss-queue.ts), so each slot has one job at
 * most, and a slot without one is a period in which the job did not run.
 */
export async function periodicRuns(databaseUrl: string, names: string[]): Promise<PeriodicRun[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; slot: Date; state: string; started_on: Date | null }>(
      `select name, singleton_on as slot, state, started_on from pgboss.job where name = any($1) and singleton_on is not null order by name, singleton_on`,
      [names],
    );
    return rows.map((row) => ({ name: row.name, slot: row.slot.getTime(), state: row.state, startedOn: row.started_on?.getTime() ?? null }));
  } finally {
    await client.end();
  }
}

/**
 * What is wrong with a periodic queue's runs, in words (none when all is well): a period without a
 * run, or a run that did not end. The newest slot may still be waiting or running; one whose run
 * began before `killedAt` may stay active, as the process that took it was killed.
 */
export function periodProblems(runs: PeriodicRun[], everySeconds: number, killedAt: number): string[] {
  const problems: string[] = [];
  runs.forEach((run, index) => {
    const previous = runs[index - 1];
    if (previous && run.slot - previous.slot !== everySeconds * 1000) problems.push(`${run.name}: no run between ${new Date(previous.slot).toISOString()} and ${new Date(run.slot).toISOString()}`);
    const newest = index === runs.length - 1;
    const heldByTheKilled = run.state === 'active' && run.startedOn !== null && run.startedOn <= killedAt;
    if (run.state !== 'completed' && !newest && !heldByTheKilled) problems.push(`${run.name}: the run of ${new Date(run.slot).toISOString()} is ${run.state}`);
  });
  return problems;
}
