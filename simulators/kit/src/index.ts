// What every simulator of an outside system repeats, as small blocks a simulator composes: answers as
// values and how they are written (answer, request), start and close (serve, start-from-env), the test
// controls of a system in parts (faults, request-tally, control-routes, served-paths) and token issuing
// (token-book, oauth-client). What a system answers, and in which words, stays in its own simulator.
// The test harness (Vitest's hooks) is apart, `@mamt/simulator-kit/testing`, so `main.ts` never loads Vitest.
export { json, reasonOf, send, type Answer } from './answer.js';
export { CONTROL_PREFIX, createControlRoutes, type ControlRoutes } from './control-routes.js';
export { refused, type ControlBody, type PartControl } from './fault-controls.js';
export { createFaultBoard, delay, faultSetters, type FaultBoard, type Faults } from './faults.js';
export { bearerTokenOf, clientCredentialsOf, type ClientCredentials } from './oauth-client.js';
export { createRequestTally, type RequestTally } from './request-tally.js';
export { jsonObject, readBody, type Request } from './request.js';
export { handleServedPaths, type ServedPath, type ServedPaths } from './served-paths.js';
export { serve, type AnswerError, type Handle, type Listening } from './serve.js';
export { secondsFromEnv, startFromEnv } from './start-from-env.js';
export { createTokenBook, type TokenBook, type TokenBookOptions } from './token-book.js';
