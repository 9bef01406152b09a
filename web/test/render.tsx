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

export { fakeApi } from './support/fake-api';
