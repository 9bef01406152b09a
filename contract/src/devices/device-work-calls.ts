import { z } from 'zod';
import { userTypes } from '../access.js';
import { ZDomainName } from '../app-management/domain-fields.js';
import { ZTenantFields } from '../common/fields.js';
import { domainRead } from '../tenant-calls.js';

/** What a run does: a forced Reprovisioning (marks, then check-syncs) or a Device Sync (check-syncs). */
export const DEVICE_WORK_KINDS = ['reprovision', 'device-sync'] as const;

/**
 * Where a run stands. listing: its devices are being found; running: its pieces are being worked;
 * done: every device was counted, done or failed; failed: its devices could not be listed.
 */
export const DEVICE_WORK_STATES = ['listing', 'running', 'done', 'failed'] as const;
export type DeviceWorkState = (typeof DEVICE_WORK_STATES)[number];

/** Still under way: the console keeps asking while a run is in one of these. */
export const DEVICE_WORK_PENDING_STATES: readonly DeviceWorkState[] = ['listing', 'running'];

/** The devices one piece of a run works at most; a piece is retried on its own. */
export const DEVICE_WORK_PIECE_SIZE = 100;

export const ZDeviceWorkRun = z.object({
  id: z.number().int(),
  kind: z.enum(DEVICE_WORK_KINDS),
  state: z.enum(DEVICE_WORK_STATES),
  /** Null: the whole company (a company-wide reprovision). */
  domain: z.string().nullable(),
  /** Set for one user's reprovision. */
  extension: z.string().nullable(),
  /** Devices listed; 0 while listing. `done` and `failed` count the devices of the pieces counted so far. */
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  requested_by: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type TDeviceWorkRun = z.infer<typeof ZDeviceWorkRun>;

/** Only admins start Reprovisioning and Device Sync (document 2 §6), so only they follow them. */
export const getDeviceWorkRuns = domainRead(userTypes('admin'), {
  name: 'getDeviceWorkRuns',
  summary:
    "Where the domain's latest Reprovisionings and Device Syncs stand (its five latest, newest first, then the tenant's latest " +
    'company-wide reprovision if any): kind, state, devices listed, done and failed, who asked and when.',
  input: z.object({ ...ZTenantFields, domain: ZDomainName }),
  output: z.array(ZDeviceWorkRun),
});
