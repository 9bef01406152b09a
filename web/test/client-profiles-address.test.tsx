import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { ClientProfilesPage } from '../src/features/client-profiles/client-profiles-page';
import { stubCalls } from './support/fake-api';
import { pick, renderRoutes } from './support/render';
import { ACME_ADMIN, signInAs } from './support/sessions';

afterEach(() => queryClient.clear());

describe('ClientProfilesPage in the address', () => {
  it('keeps each level table’s view under its own names, and a new domain starts only the extension level afresh', async () => {
    signInAs(ACME_ADMIN);
    stubCalls({
      profileSummary: () => ({ body: [] }),
      profileForDomainsSummary: () => ({ body: [] }),
      profileForExtensionsSummary: () => ({ body: [] }),
      getAllDomains: () => ({ body: [{ domain: 'acme.demo', description: 'Main' }, { domain: 'branch.demo', description: 'Branch' }] }),
    });
    const { router } = renderRoutes(
      [{ path: '/client_profiles', element: <ClientProfilesPage /> }],
      '/client_profiles?sort=id.desc&cloud=acme&domains-sort=id.desc&domain=acme.demo&extensions-q=10',
    );
    expect(await screen.findByRole('heading', { name: 'Extension Level Client Profiles (acme.demo)' })).toBeInTheDocument();
    const searches = screen.getAllByRole('textbox', { name: 'Search' });
    expect(searches.map((box) => (box as HTMLInputElement).value)).toEqual(['', '', '10']);
    expect(screen.getAllByRole('button', { name: 'Id, sorted descending' })).toHaveLength(2);

    await pick(userEvent.setup(), screen.getByRole('textbox', { name: 'Domain' }), 'branch.demo');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=id.desc&cloud=acme&domains-sort=id.desc&domain=branch.demo'));
  });
});
