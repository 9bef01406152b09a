import { PASSWORD_REQUIRED_FOR_NEW_USER, USER_TYPES, ZUserForm, type CallOutput, type Calls } from '@mamt/contract';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { secretField, type FieldSpec } from '../../../components/form-page/field-spec';
import { FormPage } from '../../../components/form-page/form-page';
import { useContractForm } from '../../../components/form-page/use-contract-form';
import { useSession } from '../../../lib/use-session';
import { useCloudIds } from '../api/use-cloud-ids';
import { userHooks } from '../api/user-hooks';
import { generatePassword } from './generate-password';

type Detail = CallOutput<Calls['userDetail']>;

/** Add or edit a console user; validated with the very schema the server uses. */
export function UserForm({ user }: { user: Detail | null }) {
  const { t } = useTranslation('users');
  const { creds } = useSession();
  const cloudIds = useCloudIds();
  const save = userHooks.useSave();
  // The built-in administrator and one's own account keep their type and stay active.
  const locked = Boolean(user?.builtin) || (user !== null && user.id === creds?.id);

  const fields: FieldSpec<z.input<typeof ZUserForm>>[] = [
    { name: 'name', label: t('form.name'), required: true },
    { name: 'email', label: t('form.email'), kind: 'email', required: true },
    { name: 'username', label: t('form.username'), required: true, autoComplete: 'off' },
    {
      name: 'user_type',
      label: t('form.userType'),
      kind: 'select',
      required: true,
      options: USER_TYPES.map((type) => ({ value: type, label: t(`userTypes.${type}`) })),
      disabled: locked,
    },
    { ...secretField('password', t('form.password'), Boolean(user), t('form.passwordKeep')), requiredMessage: PASSWORD_REQUIRED_FOR_NEW_USER, generate: { label: t('form.generate'), make: generatePassword } },
    {
      name: 'cloud_id',
      label: t('form.cloudId'),
      kind: 'select',
      required: true,
      searchable: true,
      options: (cloudIds.data ?? []).map((tenant) => ({ value: tenant.cloud_id, label: `${tenant.cloud_id} — ${tenant.company}` })),
      disabled: !creds?.superuser || Boolean(user?.builtin),
      initial: creds?.cloud_id,
    },
    { name: 'phone_number', label: t('form.phone') },
    { name: 'active', label: t('form.active'), kind: 'switch', disabled: locked, initial: true },
  ];
  const form = useContractForm(ZUserForm, fields, user);

  return <FormPage title={user ? t('form.editTitle') : t('form.addTitle')} form={form} fields={fields} mutation={save} />;
}
