import path from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
// The lint rule is plain JavaScript beside the lint configuration.
// @ts-expect-error: no type declarations for the repository's own lint scripts
import { layerBoundaries } from '../../../scripts/eslint-layer-boundaries.js';

// RuleTester runs its cases through the test runner's own functions when given them.
Object.assign(RuleTester, { afterAll, describe, it });

const root = path.resolve(import.meta.dirname, '../../..');
const at = (file: string) => path.join(root, file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('layers/boundaries', layerBoundaries.rules.boundaries, {
  valid: [
    { filename: at('web/src/features/users/users-page.tsx'), code: "import { x } from '../../lib/rpc';" },
    { filename: at('web/src/app/areas.tsx'), code: "const load = () => import('../features/users/area');" },
    { filename: at('server/src/features/users/users.handlers.ts'), code: "import { recordOf } from '../../rpc/call-context.js';" },
    { filename: at('server/src/services.ts'), code: "export { createUsersService } from './features/users/users.service.js';" },
    // A feature's area module wires it from the core: it is part of the composition.
    { filename: at('server/src/features/users/users.area.ts'), code: "import { resourceArea } from '../../wiring/server-area.js';" },
    // What several features share is a layer of its own; an area module may wire another feature's parts.
    { filename: at('server/src/features/profile/profile.service.ts'), code: "import { AuthService } from '../../auth/auth.service.js';" },
    { filename: at('server/src/features/regions/regions.area.ts'), code: "import { createDevicesRepository } from '../devices/devices.repository.js';" },
  ],
  invalid: [
    { filename: at('web/src/lib/probe.ts'), code: "export * from '../features/users/area';", errors: [{ messageId: 'crossing' }] },
    { filename: at('web/src/lib/probe.ts'), code: "const load = () => import('../app/areas');", errors: [{ messageId: 'crossing' }] },
    { filename: at('web/src/features/users/probe.ts'), code: "export { x } from '../subscribers/area';", errors: [{ messageId: 'crossing' }] },
    { filename: at('server/src/lib/probe.ts'), code: "export { createServices } from '../services.js';", errors: [{ messageId: 'crossing' }] },
    { filename: at('server/src/lib/probe.ts'), code: "const load = () => import('../features/users/users.service.js');", errors: [{ messageId: 'crossing' }] },
    { filename: at('server/src/features/users/probe.ts'), code: "import { buildApp } from '../../app.js';", errors: [{ messageId: 'crossing' }] },
    { filename: at('server/src/features/users/users.service.ts'), code: "import { createCore } from '../../wiring/core.js';", errors: [{ messageId: 'crossing' }] },
    { filename: at('server/src/features/devices/devices.handlers.ts'), code: "import { usersArea } from '../users/users.area.js';", errors: [{ messageId: 'crossing' }] },
    { filename: at('server/src/features/domains/domains.service.ts'), code: "import { limitOf } from '../app-management/domain-settings.service.js';", errors: [{ messageId: 'crossing' }] },
    { filename: at('server/src/features/regions/core-marks.ts'), code: "import { DeviceWorkService } from '../devices/device-work.service.js';", errors: [{ messageId: 'crossing' }] },
    { filename: at('server/src/auth/auth.service.ts'), code: "import { x } from '../features/users/users.service.js';", errors: [{ messageId: 'crossing' }] },
    { filename: at('server/src/db/seed/seed-demo-connections.ts'), code: "import { DEMO_CREDENTIALS } from '@mamt/netsapiens-simulator';", errors: [{ messageId: 'simulator' }] },
    { filename: at('server/src/main.ts'), code: "const load = () => import('@mamt/weather-simulator');", errors: [{ messageId: 'simulator' }] },
  ],
});
