import { createVinSolutionsSimulator } from './simulator.js';

/**
 * `npm start -w @mamt/vinsolutions-simulator`: VinSolutions' stand-in on its own, on
 * VINSOLUTIONS_SIM_PORT (8084) and VINSOLUTIONS_SIM_HOST (127.0.0.1). It accepts the demo credentials
 * (DEMO_CREDENTIALS); VINSOLUTIONS_SIM_TOKEN_SECONDS shortens the tokens' lifetime.
 */
const lifetime = Number(process.env.VINSOLUTIONS_SIM_TOKEN_SECONDS ?? 3600);
const simulator = createVinSolutionsSimulator({ tokenLifetimeSeconds: Number.isFinite(lifetime) && lifetime > 0 ? lifetime : 3600 });
const url = await simulator.listen(Number(process.env.VINSOLUTIONS_SIM_PORT ?? 8084), process.env.VINSOLUTIONS_SIM_HOST ?? '127.0.0.1');
console.log(`VinSolutions simulator listening on ${url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void simulator.close().then(() => process.exit(0)));
}
