import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { DataProviders } from '../../src/app/data-providers';
import { Providers } from '../../src/app/providers';

export type User = ReturnType<typeof userEvent.setup>;

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

/**
 * Renders a screen at `path` with the pages it may go on to, each a paragraph of its text
 * (`{ '/users': 'list' }`), so a test can see where the screen went.
 */
export function renderPage(path: string, element: ReactElement, elsewhere: Record<string, string> = {}) {
  return renderRoutes([{ path, element }, ...Object.entries(elsewhere).map(([other, text]) => ({ path: other, element: <p>{text}</p> }))], path);
}

/** Renders a dialog on its own and waits for it: the dialog, and a user to work it. */
export async function openDialog(ui: ReactElement, name: string) {
  const view = renderWithProviders(ui);
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog', { name });
  return { ...view, dialog, user };
}

/** Picks an option of a Mantine select: opens its list from `box`, then clicks the option (in a portal, so hidden to role queries). */
export async function pick(user: User, box: HTMLElement, option: string | RegExp) {
  await user.click(box);
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

/** Answers the confirmation dialog that has opened (the one named `dialog`, when given) with its button `button`. */
export async function confirmWith(user: User, button: string, dialog?: string) {
  await user.click(within(await screen.findByRole('dialog', dialog ? { name: dialog } : {})).getByRole('button', { name: button }));
}
