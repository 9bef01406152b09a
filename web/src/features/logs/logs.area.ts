import { IconFileText } from '@tabler/icons-react';
import { area } from '../../lib/area';

/** System Logs (document 3 /logs): every signed-in user reads what the product did and who changed what. */
export const systemLogsArea = area('systemLogs', '/logs', IconFileText, { call: 'getlogs' }, {
  '': () => import('./logs-page').then((m) => m.LogsPage),
}, { place: 70, namespace: 'logs' });
