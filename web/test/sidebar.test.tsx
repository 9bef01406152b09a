import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SIDEBAR_AREAS } from '../src/app/areas';
import { changeLanguage, LANGUAGES, NAV_NAMESPACE, i18next } from '../src/lib/i18n';
import { saveSession } from '../src/lib/session';
import { HorizontalNav } from '../src/shell/sidebar/horizontal-nav';
import { Sidebar } from '../src/shell/sidebar/sidebar';
import { renderWithProviders } from './support/render';

/** The sidebar labels as written: src/locales/<lang>/nav/<area key>.json, one file per area and language. */
const NAV_FILES = import.meta.glob<{ label: string }>('../src/locales/*/nav/*.json', { eager: true, import: 'default' });
const labelFile = (lang: string, key: string) => NAV_FILES[`../src/locales/${lang}/nav/${key}.json`];
const SHELL_FILES = import.meta.glob<{ nav?: Record<string, string> }>('../src/locales/*/shell.json', { eager: true, import: 'default' });

function signIn(user_type: string, superuser: boolean) {
  saveSession('tok', { id: 1, name: 'N', username: 'u', user_type, cloud_id: superuser ? 'demo' : 'acme', superuser }, '');
}

function linksFor(user_type: string, superuser: boolean, navName = 'Main navigation'): string[] {
  signIn(user_type, superuser);
  renderWithProviders(<Sidebar compact={false} onNavigate={() => {}} />, '/dashboard');
  const nav = screen.getByRole('navigation', { name: navName });
  return within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('href') !== '/userEdit')
    .map((link) => link.textContent ?? '');
}

describe('Sidebar', () => {
  it('shows a simple user only the items for everyone', () => {
    expect(linksFor('simple user', false)).toEqual(['Dashboard', 'Fleet', 'App Management', 'Blocked Subscribers', 'System Logs', 'Release Notes']);
  });

  it('adds the admin items for a tenant admin, and the super-tenant items for the super tenant', () => {
    const tenantAdmin = linksFor('admin', false);
    expect(tenantAdmin).toContain('Users');
    // Region, then the SMS/MMS permission and Core Management: admin screens of the tenant's own cloud.
    expect(tenantAdmin.slice(4, 7)).toEqual(['Region', "SMS/MMS Domain's Permission", 'Core Management']);
    expect(tenantAdmin).not.toContain('Subscribers');
    expect(tenantAdmin).not.toContain('Static Accounts');
  });

  it('shows every item to the super-tenant admin', () => {
    expect(linksFor('admin', true)).toHaveLength(18);
  });
});

describe('the sidebar labels', () => {
  it('are each read from its area\'s own file, in English', () => {
    expect(labelFile('en', 'dashboard')).toEqual({ label: 'Dashboard' });
    expect(linksFor('admin', true)).toEqual(SIDEBAR_AREAS.map((area) => labelFile('en', area.key)?.label));
  });

  it('show in the chosen language, in the sidebar and across the top', async () => {
    await changeLanguage('es');
    const links = linksFor('admin', true, 'Navegación principal');
    expect(links.slice(0, 4)).toEqual(['Panel', 'Flota', 'Gestión de la app', 'Abonados bloqueados']);
    expect(links).toEqual(SIDEBAR_AREAS.map((area) => labelFile('es', area.key)?.label));
    cleanup();

    renderWithProviders(<HorizontalNav />, '/region');
    const top = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(within(top).getByRole('link', { name: 'Región' })).toHaveAttribute('aria-current', 'page');
    expect(within(top).getByRole('link', { name: 'Registros del sistema' })).toHaveAttribute('href', '/logs');
  });

  it('are there for every sidebar area in every language, and nowhere else', () => {
    for (const { code } of LANGUAGES) {
      for (const area of SIDEBAR_AREAS) {
        const label = labelFile(code, area.key)?.label;
        expect(label, `${code}/nav/${area.key}.json`).toEqual(expect.stringMatching(/\S/));
        expect(i18next.getResource(code, NAV_NAMESPACE, area.key)).toBe(label);
      }
      // Not in the shared shell.json: only the navigation's own name is there.
      expect(Object.keys(SHELL_FILES[`../src/locales/${code}/shell.json`]?.nav ?? {})).toEqual(['label']);
    }
  });
});
