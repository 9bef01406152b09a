import { startFromEnv } from '@mamt/simulator-kit';
import { createLokiSimulator } from './simulator.js';

/** `npm start -w @mamt/loki-simulator`: a Loki stand-in on Loki's own port, for LOKI_URL: LOKI_SIM_PORT (3100) and LOKI_SIM_HOST (127.0.0.1). */
await startFromEnv(createLokiSimulator(), { name: 'Loki simulator', envPrefix: 'LOKI', defaultPort: 3100 });
