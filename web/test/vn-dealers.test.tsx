import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { VnDealersPage } from '../src/features/vn-dealers/vn-dealers-page';
import { callsMade, stubCalls } from './support/fake-api';
import { confirmWith, renderWithProviders } from './support/render';
import { PROVIDER_ADMIN, signInAs } from './support/sessions';

const SLOW = { timeout: 5000 };
const CITIES = ['Phoenix', 'Austin', 'Denver', 'Seattle', 'Boston'];
const STATES = ['AZ', 'TX', 'CO', 'WA', 'MA'];

/** 25 dealers, ids not in order, five to a city. */
const DEALERS = Array.from({ length: 25 }, (_, index) => ({
  DealerId: 30_000 - index * 7,
  City: CITIES[index % 5]!,
  Name: `Dealer ${String(index + 1).padStart(2, '0')}`,
  State: STATES[index % 5]!,
}));

/** The DealerId cells of the rows shown, in order. */
const idsShown = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent);

afterEach(() => queryClient.clear());

describe('VnDealersPage', () => {
  it('pages ten dealers at a time, searches every column and sorts by a column', async () => {
    signInAs(PROVIDER_ADMIN);
    stubCalls({ getVNDealerList: () => ({ body: DEALERS }) });
    renderWithProviders(<VnDealersPage />);
    expect(await screen.findByRole('row', { name: /Dealer 01/ }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('1–10 of 25')).toBeInTheDocument();
    for (const header of ['DealerId', 'City', 'Name', 'State']) expect(screen.getByRole('button', { name: `Sort by ${header}` })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sort by DealerId' }));
    expect(idsShown().slice(0, 3)).toEqual(['29832', '29839', '29846']);
    await user.click(screen.getByRole('button', { name: 'DealerId, sorted ascending' }));
    expect(idsShown().slice(0, 2)).toEqual(['30000', '29993']);

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'denver');
    await waitFor(() => expect(screen.getByText('1–5 of 5')).toBeInTheDocument());
    await user.clear(screen.getByRole('textbox', { name: 'Search' }));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), '29867');
    await waitFor(() => expect(idsShown()).toEqual(['29867']));
  });

  it("deletes a dealer after confirmation, toasts 'Record Deleted' and reads the list again", async () => {
    signInAs(PROVIDER_ADMIN);
    let dealers = DEALERS.slice(0, 3);
    const fetch = stubCalls({
      getVNDealerList: () => ({ body: dealers }),
      removeVNDealer: (body) => {
        dealers = dealers.filter((dealer) => dealer.DealerId !== body.dealer_id);
        return { body: { message: 'Record Deleted', message_id: 'recordDeleted' } };
      },
    });
    renderWithProviders(<VnDealersPage />);
    const row = await screen.findByRole('row', { name: /Dealer 02/ }, SLOW);
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Delete dealer Dealer 02 (29993)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete dealer' });
    expect(dialog).toHaveTextContent('Delete Dealer 02 (29993)? The dealer is disconnected from the integration at VinSolutions.');
    expect(callsMade(fetch).filter(([name]) => name === 'removeVNDealer')).toEqual([]);
    await confirmWith(user, 'Delete', 'Delete dealer');
    expect(await screen.findByText('Record Deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Dealer 02/ })).toBeNull());
    expect(callsMade(fetch).map(([name, body]) => [name, body])).toEqual([
      ['getVNDealerList', {}],
      ['removeVNDealer', { dealer_id: 29993 }],
      ['getVNDealerList', {}],
    ]);
  });

  it('a dealer already removed at VinSolutions: the message names it and the list is read again', async () => {
    signInAs(PROVIDER_ADMIN);
    let dealers = DEALERS.slice(0, 2);
    stubCalls({
      getVNDealerList: () => ({ body: dealers }),
      removeVNDealer: () => {
        dealers = dealers.slice(1);
        const message = 'Dealer 30000 is not connected at VinSolutions: it may have been removed already.';
        return { status: 404, body: { code: 'NOT_FOUND', message, messageId: 'vnDealerNotFound', params: { dealerId: 30000 } } };
      },
    });
    renderWithProviders(<VnDealersPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete dealer Dealer 01 (30000)' }, SLOW));
    await confirmWith(user, 'Delete', 'Delete dealer');
    expect(await screen.findByText('Dealer 30000 is not connected at VinSolutions: it may have been removed already.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Dealer 01/ })).toBeNull());
  });

  it('says so when VinSolutions is down, and reads it again on Refresh', async () => {
    signInAs(PROVIDER_ADMIN);
    let down = true;
    stubCalls({
      getVNDealerList: () =>
        down
          ? { status: 502, body: { code: 'UPSTREAM_FAILED', message: 'VinSolutions could not be reached or did not answer in time; the dealers are unavailable for now. Try again later.', messageId: 'vnDealersUnavailable' } }
          : { body: DEALERS.slice(0, 1) },
    });
    renderWithProviders(<VnDealersPage />);
    expect(await screen.findByText(/VinSolutions could not be reached or did not answer in time/, {}, SLOW)).toBeInTheDocument();
    down = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('row', { name: /Dealer 01/ })).toBeInTheDocument();
    expect(screen.queryByText(/VinSolutions could not be reached/)).toBeNull();
  });
});
