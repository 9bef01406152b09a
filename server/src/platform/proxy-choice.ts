/**
 * Which core an app device is given as its `proxy` (document 4 §5): an up core of its domain's
 * region, otherwise an up core of another region. Pure, so that provisioning, the preview and the
 * version raises of Core Management and the region sync all decide the same way.
 */

/** A core as the choice needs it: where it is, how the app reaches it, and whether it is marked down. */
export type CoreOption = { core: string; region: string; host: string; portTcp: string; portTls: string; down: boolean };

export type ProxyChoice =
  /** The tenant's platform has no cores synced yet: the app registers to its domain, as before regions. */
  | { kind: 'none' }
  /** Every core is marked down: the app is told so instead of being handed a dead proxy. */
  | { kind: 'allDown' }
  | { kind: 'core'; core: CoreOption; value: string; sameRegion: boolean };

/** The cores a domain's devices are spread over: the up cores of its region, else every other up core. */
export function candidatesOf(region: string | null, cores: readonly CoreOption[]): { cores: CoreOption[]; sameRegion: boolean } {
  const up = cores.filter((core) => !core.down).sort((a, b) => a.core.localeCompare(b.core));
  const same = region === null ? [] : up.filter((core) => core.region === region);
  return same.length > 0 ? { cores: same, sameRegion: true } : { cores: up, sameRegion: false };
}

/** The candidates of a domain as one comparable text: a domain whose key changes has devices that change core. */
export const candidatesKey = (region: string | null, cores: readonly CoreOption[]) =>
  candidatesOf(region, cores)
    .cores.map((core) => `${core.host}|${core.portTcp}|${core.portTls}`)
    .join(',');

/** FNV-1a: a stable spread of a domain's devices over its cores, the same in every process and restart. */
function spreadOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/** The port of a core for the app's transport: TLS has its own; UDP and TCP share the SIP port. */
export function proxyAddress(core: CoreOption, transport: string): string {
  const port = transport.toLowerCase().startsWith('tls') ? core.portTls : core.portTcp;
  return port ? `${core.host}:${port}` : core.host;
}

/**
 * The device's proxy: a device keeps its core while its domain's candidates stay the same, and a
 * core coming back up takes back the devices it had.
 */
export function chooseProxy(input: { region: string | null; cores: readonly CoreOption[]; deviceName: string; transport: string }): ProxyChoice {
  if (input.cores.length === 0) return { kind: 'none' };
  const { cores, sameRegion } = candidatesOf(input.region, input.cores);
  const core = cores[spreadOf(input.deviceName) % cores.length];
  if (!core) return { kind: 'allDown' };
  return { kind: 'core', core, value: proxyAddress(core, input.transport), sameRegion };
}
