import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../src/app/providers';
import { notifyError } from '../src/lib/notify';

describe('the toasts', () => {
  it('do not hold up the first screen, and one shown before their container arrives still appears', async () => {
    render(
      <Providers>
        <p>sign-in</p>
      </Providers>,
    );
    expect(screen.getByText('sign-in')).toBeInTheDocument();
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    notifyError('Username and Cloud Id are mandatory to reset Password');
    expect(await screen.findByText('Username and Cloud Id are mandatory to reset Password')).toBeInTheDocument();
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
  });

  it('have a close button that says what it does, in the language shown', async () => {
    render(
      <Providers>
        <p>screen</p>
      </Providers>,
    );
    notifyError('Fields with * are mandatory!');
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
