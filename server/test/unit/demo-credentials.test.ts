import { DEMO_CREDENTIALS as PLATFORM_ACCEPTS } from '@mamt/netsapiens-simulator';
import { DEMO_CREDENTIALS as PORTABILITY_ACCEPTS } from '@mamt/portability-simulator';
import { expect, it } from 'vitest';
import { DEMO_PLATFORM_CREDENTIALS, DEMO_PORTABILITY_CREDENTIALS } from '../../src/db/seed/demo-credentials.js';

// The demo seed holds its own copy so that the product needs no simulator to run; the simulators
// that `npm start` runs must accept every one of them, or the demo's screens would fail to connect.
it('gives every demo tenant the platform account the simulator accepts for it', () => {
  const accepted = PLATFORM_ACCEPTS.map(({ cloudId, clientId, clientSecret, username, password }) => ({ cloudId, clientId, clientSecret, username, password }));
  expect(DEMO_PLATFORM_CREDENTIALS).toEqual(accepted);
});

it('gives the super tenant the portability accounts the simulator accepts', () => {
  expect(DEMO_PORTABILITY_CREDENTIALS).toEqual(PORTABILITY_ACCEPTS);
});
