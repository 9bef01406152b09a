import { secondsFromEnv, startFromEnv } from '@mamt/simulator-kit';
import { createVinSolutionsSimulator } from './simulator.js';

/**
 * `npm start -w @mamt/vinsolutions-simulator`: VinSolutions' stand-in on its own, on
 * VINSOLUTIONS_SIM_PORT (8084) and VINSOLUTIONS_SIM_HOST (127.0.0.1). It accepts the demo credentials
 * (DEMO_CREDENTIALS); VINSOLUTIONS_SIM_TOKEN_SECONDS shortens the tokens' lifetime.
 */
const simulator = createVinSolutionsSimulator({ tokenLifetimeSeconds: secondsFromEnv('VINSOLUTIONS_SIM_TOKEN_SECONDS', 3600) });
await startFromEnv(simulator, { name: 'VinSolutions simulator', envPrefix: 'VINSOLUTIONS', defaultPort: 8084 });
