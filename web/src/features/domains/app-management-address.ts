/**
 * The address of a domain in App Management, which keeps its choice in the address: `?domain=…`,
 * with `cloud=…` first when the super tenant looks at another tenant (app-management-page.tsx).
 */
export function appManagementAddress(domain: string, cloudId?: string): string {
  const params = new URLSearchParams();
  if (cloudId) params.set('cloud', cloudId);
  params.set('domain', domain);
  return `/app_management?${params.toString()}`;
}
