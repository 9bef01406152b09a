import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DtmfOrderField } from '../src/features/client-profiles/components/dtmf-order-field';
import { pick, renderWithProviders, type User } from './support/render';

function Harness({ initial }: { initial: string }) {
  const [order, setOrder] = useState(initial);
  return (
    <>
      <DtmfOrderField value={order} onChange={setOrder} choices={['rfc2833', 'info', 'audio']} />
      <output data-testid="stored">{order}</output>
    </>
  );
}

const choose = (user: User, choice: string) => pick(user, screen.getByRole('textbox', { name: 'DTMF choice' }), choice);

describe('the DTMF order builder', () => {
  it('adds chosen values in order, ignores an empty choice and a duplicate, and Remove drops the last', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial="" />);
    const list = screen.getByLabelText('DTMF Order');
    expect(list).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Remove' })).toBeDisabled();

    // Nothing chosen yet: Add changes nothing.
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByTestId('stored')).toHaveTextContent(/^$/);

    await choose(user, 'info');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await choose(user, 'rfc2833');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(list).toHaveValue('info, rfc2833');
    expect(screen.getByTestId('stored')).toHaveTextContent('info,rfc2833');

    // A value already listed is ignored.
    await choose(user, 'info');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByTestId('stored')).toHaveTextContent(/^info,rfc2833$/);

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByTestId('stored')).toHaveTextContent(/^info$/);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByTestId('stored')).toHaveTextContent(/^$/);
    expect(within(document.body).getByRole('button', { name: 'Remove' })).toBeDisabled();
  });

  it('shows a stored order as its list', () => {
    renderWithProviders(<Harness initial="audio,info" />);
    expect(screen.getByLabelText('DTMF Order')).toHaveValue('audio, info');
  });
});
