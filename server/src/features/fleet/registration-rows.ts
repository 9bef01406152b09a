import type { NsRow } from '../../integrations/netsapiens/netsapiens-client.js';
import { deviceNameOf } from '../../app-devices/app-device-names.js';

/** A device's registration as stored (schema/fleet.ts `device_registrations`), from one row of the platform's device read. */
export type RegistrationRow = {
  deviceName: string;
  core: string;
  userAgent: string;
  registeredAt: Date | null;
  expiresAt: Date | null;
  error: string;
  errorAt: Date | null;
};

/**
 * The platform's times, "YYYY-MM-DD HH:MM:SS", read as UTC (the simulator's, and how our platform
 * connections are set up); anything else is no time.
 */
export function platformTime(value: string | undefined): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec((value ?? '').trim());
  if (!match) return null;
  const time = new Date(`${match[1]}T${match[2]}Z`);
  return Number.isNaN(time.getTime()) ? null : time;
}

/**
 * Until when a registration holds: `expires` is the seconds left when the platform answered, so it
 * is counted from `readAt` whatever the two clocks say. Once it lapsed ("0"), the platform's
 * `registration_expires_time` tells when, but never later than the read that found it lapsed.
 */
function expiryOf(row: NsRow, readAt: Date): Date {
  const left = Number(row.expires ?? '0');
  if (Number.isFinite(left) && left > 0) return new Date(readAt.getTime() + left * 1000);
  const lapsed = platformTime(row.registration_expires_time);
  return lapsed && lapsed < readAt ? lapsed : readAt;
}

export function registrationOf(row: NsRow, readAt: Date): RegistrationRow {
  const registeredAt = platformTime(row.registration_time);
  return {
    deviceName: deviceNameOf(row),
    core: row.server ?? '',
    userAgent: row.user_agent ?? '',
    registeredAt,
    expiresAt: registeredAt ? expiryOf(row, readAt) : null,
    // The registrar's last refusal, where the platform keeps it (the simulator's `registration_error`).
    error: row.registration_error ?? '',
    errorAt: platformTime(row.registration_error_time),
  };
}
