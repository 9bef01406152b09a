import { isAppDeviceOf } from '@mamt/contract';
import type { NsRow } from '../integrations/netsapiens/netsapiens-client.js';

// The app devices among the platform's device rows, as User Devices, device work and the Fleet read them.

/** The platform device's name: the AOR's user part (`sip:1001m@acme.demo` is 1001m). */
export const deviceNameOf = (row: NsRow) => row.aor_user || (row.aor ?? '').replace(/^sips?:/i, '').split('@')[0] || '';

/** An app device of its own user: the name is the user's extension plus an app suffix. */
export const isAppDevice = (row: NsRow) => isAppDeviceOf(row.subscriber_name ?? '', deviceNameOf(row));
