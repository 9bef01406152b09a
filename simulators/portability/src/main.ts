import { createPortabilitySimulator } from './simulator.js';

/**
 * `npm start -w @mamt/portability-simulator`: the three portability providers' stand-in on its own,
 * on PORTABILITY_SIM_PORT (8083) and PORTABILITY_SIM_HOST (127.0.0.1). It accepts the demo credentials
 * (DEMO_CREDENTIALS); PORTABILITY_SIM_TOKEN_SECONDS shortens Inteliquent's token lifetime.
 */
const lifetime = Number(process.env.PORTABILITY_SIM_TOKEN_SECONDS ?? 3600);
const simulator = createPortabilitySimulator({ tokenLifetimeSeconds: Number.isFinite(lifetime) && lifetime > 0 ? lifetime : 3600 });
const url = await simulator.listen(Number(process.env.PORTABILITY_SIM_PORT ?? 8083), process.env.PORTABILITY_SIM_HOST ?? '127.0.0.1');
console.log(`Portability simulator listening on ${url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void simulator.close().then(() => process.exit(0)));
}
