import { notifications } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { applyServerErrors } from '../src/lib/form-errors';
import { RpcError } from '../src/lib/rpc';

describe('applyServerErrors', () => {
  it('puts each known field error under its field only, with no toast repeating it', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    const setError = vi.fn();
    const error = new RpcError(400, {
      code: 'VALIDATION_FAILED',
      message: 'This username already exists in this cloud',
      fieldErrors: { username: 'This username already exists in this cloud', unknown_field: 'ignored' },
    });

    expect(applyServerErrors(error, setError, ['name', 'username'])).toBe(true);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('username', { type: 'server', message: 'This username already exists in this cloud' }, { shouldFocus: true });
    expect(show).not.toHaveBeenCalled();
  });

  it('toasts the message alone, red for 3 seconds, when no field is named', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    const setError = vi.fn();
    expect(applyServerErrors(new RpcError(403, { code: 'FORBIDDEN', message: 'You are not allowed to do this.' }), setError, ['name'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
    expect(show).toHaveBeenCalledWith({ message: 'You are not allowed to do this.', color: 'red', autoClose: 3000, closeButtonProps: { 'aria-label': 'Close' } });
  });

  it('hands an unplaced message to the screen that shows it inline instead of a toast', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    const inline = vi.fn();
    applyServerErrors(new RpcError(400, { code: 'VALIDATION_FAILED', message: 'Missing data' }), vi.fn(), ['name'], inline);
    expect(inline).toHaveBeenCalledWith(expect.objectContaining({ message: 'Missing data' }));
    expect(show).not.toHaveBeenCalled();
  });

  it('treats anything that is not a server answer as an unreachable server', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    expect(applyServerErrors(new TypeError('Failed to fetch'), vi.fn(), ['name'])).toBe(false);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'The server could not be reached. Please try again.' }));
  });
});
