import { createLokiSimulator } from './simulator.js';

/** `npm start -w @mamt/loki-simulator`: a Loki stand-in on Loki's own port, for LOKI_URL. */
const simulator = createLokiSimulator();
const url = await simulator.listen(Number(process.env.LOKI_SIM_PORT ?? 3100), process.env.LOKI_SIM_HOST ?? '127.0.0.1');
console.log(`Loki simulator listening on ${url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void simulator.close().then(() => process.exit(0)));
}
