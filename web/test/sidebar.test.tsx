import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../src/lib/session';
import { Sidebar } from '../src/shell/sidebar/sidebar';
import { renderWithProviders } from './support/render';

function linksFor(user_type: string, superuser: boolean): string[] {
  saveSession('tok', { id: 1, name: 'N', username: 'u', user_type, cloud_id: superuser ? 'demo' : 'acme', superuser }, '');
  renderWithProviders(<Sidebar compact={false} onNavigate={() => {}} />, '/dashboard');
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  return within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('href') !== '/userEdit')
    .map((link) => link.textContent ?? '');
}

describe('Sidebar', () => {
  it('shows a simple user only the items for everyone', () => {
    expect(linksFor('simple user', false)).toEqual(['Dashboard', 'App Management', 'Blocked Subscribers', 'System Logs', 'Release Notes']);
  });

  it('adds the admin items for a tenant admin, and the super-tenant items for the super tenant', () => {
    const tenantAdmin = linksFor('admin', false);
    expect(tenantAdmin).toContain('Users');
    // Region, then the SMS/MMS permission and Core Management: admin screens of the tenant's own cloud.
    expect(tenantAdmin.slice(3, 6)).toEqual(['Region', "SMS/MMS Domain's Permission", 'Core Management']);
    expect(tenantAdmin).not.toContain('Subscribers');
    expect(tenantAdmin).not.toContain('Static Accounts');
  });

  it('shows every item to the super-tenant admin', () => {
    expect(linksFor('admin', true)).toHaveLength(17);
  });
});
