import type { Row } from './types.js';

/**
 * The cluster's cores as `GET /ns-api/v2/phones/servers` answers them (netsapiens-api.md, "Cores and
 * regions"): `geo_group` is the nearest thing the platform has to a region. Every tenant's
 * connection sees the same cluster; a region has one or two cores, so that a core marked down leaves
 * another of its region or, when none is left, one of another region.
 */
const CORE_SITES = [
  { name: 'core1-tor', location: 'Toronto', geoGroup: 'ca-east' },
  { name: 'core2-tor', location: 'Toronto', geoGroup: 'ca-east' },
  { name: 'core1-nyc', location: 'New York', geoGroup: 'us-east' },
  { name: 'core1-phx', location: 'Phoenix', geoGroup: 'us-west' },
  { name: 'core2-phx', location: 'Phoenix', geoGroup: 'us-west' },
  { name: 'core1-chi', location: 'Chicago', geoGroup: 'us-central' },
];

export const DEMO_CORES: Row[] = CORE_SITES.map(({ name, location, geoGroup }) => ({
  name,
  location,
  geo_group: geoGroup,
  port_tcp: '5060',
  port_tls: '5061',
  backup_ok: 'yes',
  postfix: `${name}.sip.demo`,
  ns_api_hostname: `${name}.api.demo`,
  status: 'up',
}));

/**
 * Each demo domain's region, modelled as a per-domain `geo_group` (the platform pins no domain to a
 * core). acme's two domains sit in two regions, so that its Region and Core screens have both.
 */
export const DOMAIN_REGIONS: Record<string, string> = {
  'support.demo': 'us-west',
  'acme.demo': 'ca-east',
  'acme-branch.demo': 'us-east',
  'globex.demo': 'us-east',
  'bigcorp.demo': 'us-central',
};
