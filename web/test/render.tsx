import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { DataProviders } from '../src/app/data-providers';
import { Providers } from '../src/app/providers';

/** Renders routes as the app does (providers, router), starting at `path`. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers>
      <DataProviders>
        <RouterProvider router={router} />
      </DataProviders>
    </Providers>,
  );
  return { ...view, router };
}

export function renderWithProviders(ui: ReactElement, path = '/') {
  return renderRoutes([{ path: '*', element: ui }], path);
}

/** A fetch stand-in answering each call by name; unknown calls fail loudly. */
export function fakeApi(answers: Record<string, (body: unknown) => { status?: number; body: unknown }>) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const name = String(input).split('?')[0]?.split('/').pop() ?? '';
    const answer = answers[name];
    if (!answer) throw new Error(`unexpected call ${name}`);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const { status = 200, body: payload } = answer(body);
    return new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
  };
}
