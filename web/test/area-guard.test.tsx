import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AREAS, currentArea, sidebarAreaFor } from '../src/app/areas';
import { queryClient } from '../src/app/data-providers';
import { accessOf } from '../src/lib/area-access';
import { routes } from '../src/app/router';
import { renderRoutes } from './support/render';
import { ACME_ADMIN, signInAs } from './support/sessions';

afterEach(() => queryClient.clear());

/** Every call the console makes, answered with an empty success so the screens can draw. */
function recordCalls(): string[] {
  const called: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      called.push(String(input).split('?')[0]?.split('/').pop() ?? '');
      return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return called;
}

describe('the area descriptors', () => {
  it('take their access from the contract call of their list', async () => {
    const { calls } = await import('@mamt/contract');
    const byKey = Object.fromEntries(AREAS.map((area) => [area.key, accessOf(area.access)]));
    expect(byKey.users).toBe(calls.userSummary.access);
    expect(byKey.subscribers).toBe(calls.subscriberSummary.access);
    expect(byKey.netsapiens).toBe(calls.netsapienSummary.access);
  });

  it('find the area of a URL by its longest path, and the sidebar item it sits under', () => {
    expect(currentArea('/subscribers/white_label')?.key).toBe('whiteLabel');
    expect(sidebarAreaFor('/subscribers/white_label')?.key).toBe('subscribers');
    expect(sidebarAreaFor('/users/details')?.key).toBe('users');
    expect(sidebarAreaFor('/dashboard/default')?.key).toBe('dashboard');
    expect(currentArea('/usersx')).toBeUndefined();
  });

  it.each(['/subscribers', '/subscribers/details', '/netsapiens', '/netsapiens/details'])(
    'send a tenant admin from %s to the dashboard without calling the area',
    async (path) => {
      signInAs(ACME_ADMIN);
      const called = recordCalls();
      const { router } = renderRoutes(routes, path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      await screen.findByRole('heading', { level: 1 });
      expect(called.filter((name) => /subscriber|netsapien/i.test(name))).toEqual([]);
    },
  );

  it('let the tenant admin into their own area and its sidebar item', async () => {
    signInAs(ACME_ADMIN);
    const called = recordCalls();
    const { router } = renderRoutes(routes, '/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users');
    await waitFor(() => expect(called).toContain('userSummary'));
    const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0] as HTMLElement;
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Subscribers' })).toBeNull();
    expect(document.title).toBe('Users | Mobile App Management');
  });
});
