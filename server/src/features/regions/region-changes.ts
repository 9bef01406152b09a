import type { AuditChange } from '@mamt/contract';
import { listValue, valueChange } from '../../lib/audit-changes.js';
import type { CoreRow, RegionRow } from './regions.repository.js';

/**
 * What the Region, Core and SMS/MMS permission writes changed, for System Logs: each as its screen
 * shows it (a domain's region, a core up or down, the list of permitted domains).
 */

/** Each domain whose region a resync changed (a domain new to the map had none; one gone from it has none). */
export function regionMapChanges(before: RegionRow[], after: RegionRow[], field = (domain: string) => `domain ${domain}`): AuditChange[] {
  const was = new Map(before.map((row) => [row.domain, row.region]));
  const now = new Map(after.map((row) => [row.domain, row.region]));
  const domains = [...new Set([...was.keys(), ...now.keys()])].sort();
  return domains.filter((domain) => was.get(domain) !== now.get(domain)).map((domain) => valueChange(field(domain), was.get(domain), now.get(domain)));
}

const state = (down: boolean) => (down ? 'down' : 'up');

/** Each of the cores a toggle named that it turned around. */
export const coreChanges = (targets: CoreRow[], down: boolean): AuditChange[] =>
  targets.filter((core) => core.down !== down).map((core) => valueChange(`core ${core.core}`, state(core.down), state(down)));

/**
 * The permitted list before and after a save, from the list saved and the domains whose permission
 * it changed (read in the save's own transaction): a changed domain now permitted was not before.
 */
export function smsPermissionChanges(saved: string[], changed: string[]): AuditChange[] {
  if (changed.length === 0) return [];
  const turned = new Set(changed);
  const wanted = new Set(saved);
  const before = [...saved.filter((domain) => !turned.has(domain)), ...changed.filter((domain) => !wanted.has(domain))];
  return [valueChange('permitted', listValue(before), listValue(saved))];
}
