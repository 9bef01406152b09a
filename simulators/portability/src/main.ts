import { secondsFromEnv, startFromEnv } from '@mamt/simulator-kit';
import { createPortabilitySimulator } from './simulator.js';

/**
 * `npm start -w @mamt/portability-simulator`: the three portability providers' stand-in on its own,
 * on PORTABILITY_SIM_PORT (8083) and PORTABILITY_SIM_HOST (127.0.0.1). It accepts the demo credentials
 * (DEMO_CREDENTIALS); PORTABILITY_SIM_TOKEN_SECONDS shortens Inteliquent's token lifetime.
 */
const simulator = createPortabilitySimulator({ tokenLifetimeSeconds: secondsFromEnv('PORTABILITY_SIM_TOKEN_SECONDS', 3600) });
await startFromEnv(simulator, { name: 'Portability simulator', envPrefix: 'PORTABILITY', defaultPort: 8083 });
