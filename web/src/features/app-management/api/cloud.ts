import { tenantPayload } from '../../../lib/tenant-queries';

/** The cloud id field of a call: only when the super tenant looks at another tenant (one definition for the whole web app). */
export const cloudField = tenantPayload;
