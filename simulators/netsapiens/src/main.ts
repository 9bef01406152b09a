import { startFromEnv } from '@mamt/simulator-kit';
import { createSimulator } from './simulator.js';

/**
 * `npm run simulator`: the platform stand-in on its own, seeded with the demo data, on
 * NETSAPIENS_SIM_PORT (8081) and NETSAPIENS_SIM_HOST (127.0.0.1).
 */
await startFromEnv(createSimulator(), { name: 'NetSapiens simulator', envPrefix: 'NETSAPIENS', defaultPort: 8081 });
