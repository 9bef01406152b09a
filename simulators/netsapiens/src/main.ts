import { createSimulator } from './simulator.js';

/** `npm run simulator`: the platform stand-in on its own, seeded with the demo data. */
const simulator = createSimulator();
const url = await simulator.listen(Number(process.env.NETSAPIENS_SIM_PORT ?? 8081), process.env.NETSAPIENS_SIM_HOST ?? '127.0.0.1');
console.log(`NetSapiens simulator listening on ${url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void simulator.close().then(() => process.exit(0)));
}
