import { isProductElement, isTenantElement, secretPlaceholderIn } from '@mamt/contract';
import type { ClientProfileRow, ConfigValue, UserProfiles, ValueSource } from './account-records.js';


/** The product defaults of document 4 §1 and the app SDK's DTMF order. */
export const PRODUCT_DEFAULTS = {
  transport: 'udp',
  expires: '60',
  ringingTone: 'periodic(sine(2000ms,2000,440Hz),silence(4000ms))',
  dtmfOrder: 'rfc2833,info,audio',
  pushBlockReg: '0',
} as const;


type Level = { source: ValueSource; profile: ClientProfileRow };
type Setting = { value: string; source: ValueSource } | undefined;

/** The levels from the lowest (which wins) to the highest. */
function levelsOf(profiles: UserProfiles): Level[] {
  const levels: Array<Level | undefined> = [
    profiles.extension && { source: 'extension', profile: profiles.extension },
    profiles.domain && { source: 'domain', profile: profiles.domain },
    profiles.primary && { source: 'primary', profile: profiles.primary },
  ];
  return levels.filter((level): level is Level => level !== undefined);
}

/**
 * The SIP settings of a user's app: extension profile > domain profile > primary profile > product
 * defaults, value by value. A profile leaves `expires` and the DTMF order to the level above when
 * they are empty; its other values are mandatory in the console, so the lowest profile decides them.
 * The outbound proxy is the lowest profile's: disabled there means no proxy, whatever a higher level says.
 */
export function profileSettings(profiles: UserProfiles) {
  const levels = levelsOf(profiles);
  const lowest = levels[0];
  const pick = (read: (profile: ClientProfileRow) => string | undefined, fallback?: string): Setting => {
    for (const level of levels) {
      const value = read(level.profile);
      if (value !== undefined && value !== '') return { value, source: level.source };
    }
    return fallback === undefined ? undefined : { value: fallback, source: 'default' };
  };
  return {
    transport: pick((p) => p.transport, PRODUCT_DEFAULTS.transport)!,
    expires: pick((p) => (p.expires === null ? undefined : String(p.expires)), PRODUCT_DEFAULTS.expires)!,
    ringingTone: pick((p) => p.ringingTone, PRODUCT_DEFAULTS.ringingTone)!,
    dtmfOrder: pick((p) => p.dtmfOrder, PRODUCT_DEFAULTS.dtmfOrder)!,
    pushBlockReg: pick((p) => (p.pushBlockReg ? '1' : '0'), PRODUCT_DEFAULTS.pushBlockReg)!,
    proxy: lowest?.profile.outboundProxyEnabled ? { value: lowest.profile.outboundProxyHost, source: lowest.source } : undefined,
    healthCheckPort: lowest && { value: String(lowest.profile.port), source: lowest.source },
  };
}

/**
 * Whether a stored raw element may reach the app. Checked on save, and again here for rows an
 * older version stored without these rules: never an element the product sets, never a value the
 * app would fill with an account secret, and from a domain or extension profile (which tenant
 * administrators keep) only the harmless elements; the primary profile is the super tenant's alone.
 */
function isSendable(level: Level, name: string, value: string): boolean {
  if (isProductElement(name) || secretPlaceholderIn(value) !== undefined) return false;
  return level.source === 'primary' || isTenantElement(name);
}

/** A profile's extra raw elements (document 4 §4), a lower level's element winning over a higher level's of the same name. */
export function extraElements(profiles: UserProfiles): ConfigValue[] {
  const byName = new Map<string, ConfigValue>();
  for (const level of levelsOf(profiles)) {
    for (const { name, value } of level.profile.extraElements) {
      const key = name.toLowerCase();
      if (isSendable(level, name, value) && !byName.has(key)) byName.set(key, { element: name, value, source: level.source });
    }
  }
  return [...byName.values()];
}
