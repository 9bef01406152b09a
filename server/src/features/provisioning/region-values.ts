import { MESSAGES, formatMessage } from '@mamt/contract';
import { AppError } from '../../lib/app-error.js';
import { chooseProxy } from '../../platform/proxy-choice.js';
import type { ConfigValue, RegionRecords, TenantWhiteLabel } from './account-records.js';


type ProfileProxy = { value: string; source: ConfigValue['source'] } | undefined;
type ProxyInput = { profileProxy: ProfileProxy; whiteLabel: TenantWhiteLabel | undefined; records: RegionRecords; deviceName: string; transport: string };

/**
 * The Account XML's `proxy` (document 4 §5), in this order:
 * 1. a client profile's outbound proxy (extension > domain > primary), where one is enabled: the
 *    administrator chose that address for these users on purpose;
 * 2. none while the white label overrides the regions (`override_regions` with an `override_url`):
 *    the app reaches the override URL it is sent (`mamt_overrideUrl`) and cores are not handed out;
 * 3. an up core of the domain's region, else an up core of another region (source `region`);
 * 4. none while the tenant's cores are not synced yet: the app registers to its domain (`host`).
 * Every core marked down is a 503 the app shows, instead of a proxy that cannot answer.
 */
export function proxyValue({ profileProxy, whiteLabel, records, deviceName, transport }: ProxyInput): ConfigValue | undefined {
  if (profileProxy) return { element: 'proxy', ...profileProxy };
  if (whiteLabel?.overrideRegions && whiteLabel.overrideUrl) return undefined;
  const choice = chooseProxy({ region: records.region, cores: records.cores, deviceName, transport });
  if (choice.kind === 'none') return undefined;
  if (choice.kind === 'allDown') throw new AppError('UNAVAILABLE', MESSAGES.coresAllDown);
  const { core, region: coreRegion } = choice.core;
  const region = records.region ?? '—';
  const note = choice.sameRegion
    ? formatMessage(MESSAGES.previewProxySameRegion, { core, region })
    : formatMessage(MESSAGES.previewProxyOtherRegion, { core, coreRegion, region });
  return { element: 'proxy', value: choice.value, source: 'region', note: note.text };
}
