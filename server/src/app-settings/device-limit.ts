import { DEVICE_LIMIT_MAX } from '@mamt/contract';

/**
 * The platform's max_device as a limit: a positive whole number, else the highest the console allows.
 * App Management's domain settings and the Domains list show the same limit by this one rule.
 */
export function limitOfPlatform(value: string | undefined): number {
  const limit = Number(value);
  return Number.isInteger(limit) && limit > 0 ? limit : DEVICE_LIMIT_MAX;
}
