import { screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { UserForm } from '../../src/features/users/components/user-form';
import { stubCalls, type FakeAnswers } from './fake-api';
import { pick, renderPage, type User } from './render';
import { ACME_ADMIN, signInAs } from './sessions';

/**
 * The user form of `existing` (null: a new user) as acme's administrator sees it at
 * /users/details, the list at /users; acme's cloud id is answered, and the other calls by `answers`.
 */
export function renderUserForm(existing: ComponentProps<typeof UserForm>['user'], answers: FakeAnswers = {}) {
  signInAs(ACME_ADMIN);
  const fetch = stubCalls({ getCloudIds: () => ({ body: [{ id: 2, cloud_id: 'acme', company: 'Acme Telecom' }] }), ...answers });
  return { ...renderPage('/users/details', <UserForm user={existing} />, { '/users': 'list' }), fetch };
}

/** Types Erin, a new simple user, into the user form, with `password`. */
export async function typeNewUser(user: User, password: string) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Erin');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'erin@acme.example');
  await user.type(screen.getByRole('textbox', { name: 'Username' }), 'erin');
  await pick(user, screen.getByRole('textbox', { name: 'User Type' }), 'simple user');
  await user.type(document.querySelector('input[name="password"]') as HTMLInputElement, password);
}
