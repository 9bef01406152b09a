/**
 * The platform simulator of the bulk bench, as a process of its own (its work must not share the
 * bench's thread, which times the light requests): the demo with `BULK_USERS` users in bigcorp.demo
 * and the app devices of the JSON file named by `BULK_DEVICES`. Prints its address once listening.
 */
import fs from 'node:fs';
import { createSimulator } from '@mamt/netsapiens-simulator';
import { BULK_DOMAIN } from './bulk-targets.js';
import { simulatorSeedWith, type StormDevice } from '../test/support/storm-devices.js';

const users = Number(process.env.BULK_USERS ?? 5000);
const devices = JSON.parse(fs.readFileSync(process.env.BULK_DEVICES ?? '', 'utf8')) as StormDevice[];
const simulator = createSimulator({ seed: simulatorSeedWith(BULK_DOMAIN, devices, { [BULK_DOMAIN]: users }) });
console.log(await simulator.listen(0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void simulator.close().then(() => process.exit(0)));
