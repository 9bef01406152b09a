/**
 * `npm run bench`: the console users (console-users.ts), the platform proxy (proxy.ts), the
 * re-provisioning storm (provisioning-storm.ts), the QR e-mail to 2,000 users (qr-mail-send.ts) and
 * the dashboard's monitoring figures for 50 viewers (dashboard.ts), other people's light requests
 * during bulk work (bulk-work.ts) and System Logs' search over 50,000 and 5,000,000 entries
 * (system-logs.ts; BENCH_LOG_ENTRIES_LARGE sets the larger size) and the Fleet screen over 1,000 and
 * 10,000 app devices with 20 viewers sharing its registration reads (fleet.ts), one after the other.
 * BENCH_ONLY=users,proxy,storm,qrmail,dashboard,bulk,logs,fleet
 * runs only the parts named; BENCH_SECONDS sets each load's length (10 s).
 * PostgreSQL is the local server in BENCH_DATABASE_URL (default: the machine's test database).
 */
import { benchBulkWork } from './bulk-work.js';
import { benchConsoleUsers } from './console-users.js';
import { benchDashboard } from './dashboard.js';
import { benchFleet } from './fleet.js';
import { benchProvisioningStorm } from './provisioning-storm.js';
import { benchProxy } from './proxy.js';
import { benchQrMailSend } from './qr-mail-send.js';
import { benchSystemLogs } from './system-logs.js';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const PARTS: Record<string, () => Promise<void>> = {
  users: () => benchConsoleUsers(adminUrl),
  proxy: benchProxy,
  storm: () => benchProvisioningStorm(adminUrl),
  qrmail: () => benchQrMailSend(adminUrl),
  dashboard: () => benchDashboard(adminUrl),
  bulk: () => benchBulkWork(adminUrl),
  logs: () => benchSystemLogs(adminUrl),
  fleet: () => benchFleet(adminUrl),
};
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim()).filter(Boolean);
const unknown = only?.filter((name) => !(name in PARTS)) ?? [];
if (unknown.length > 0) throw new Error(`BENCH_ONLY names no bench part: ${unknown.join(', ')} (parts: ${Object.keys(PARTS).join(', ')})`);

for (const [name, run] of Object.entries(PARTS)) {
  if (only && !only.includes(name)) continue;
  // One part failing (a missing endpoint, a refused seed) is reported, and the others still run.
  try {
    await run();
  } catch (error) {
    console.error(`\n${name} bench failed: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
