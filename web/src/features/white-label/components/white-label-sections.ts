import { APP_SIGNIN_COLORS, MESSAGE_TEXTS, MESSAGING_COLORS, WHITE_LABEL_ICONS, type CallInput, type Calls, type WhiteLabelImage } from '@mamt/contract';
import type { TFunction } from 'i18next';
import type { FieldSpec } from '../../../components/form-page/field-spec';

export type WhiteLabelValues = CallInput<Calls['createUpdateWhiteLabel']>;
type Field = FieldSpec<WhiteLabelValues>;
type ColorName = Extract<keyof WhiteLabelValues, `${string}_color`>;

/** One section of the screen (document 3 §2): described fields, colour pickers and uploads, in that order. */
export type Section = { key: string; fields: Field[]; colors: readonly ColorName[]; images: WhiteLabelImage[] };

/** The size notes of document 3 §9 for the uploads that have one. */
export const IMAGE_SIZES: Partial<Record<WhiteLabelImage, string>> = {
  signin_logo: '2059x566',
  dashboard_logo: '567x106',
  custom_tab_background: '1440x2560',
};

type Choices = { email_encryption: string[]; vmail_transcription: string[] };

/** The screen's sections; `passwordStored` makes the mail password optional (empty keeps it). */
export function sectionsOf(t: TFunction<'whiteLabel'>, choices: Choices, passwordStored: boolean): Section[] {
  const required = (name: Field['name'], extra: Partial<Field> = {}): Field => ({
    name,
    label: t(`fields.${name}`, { ns: 'whiteLabel' }),
    required: true,
    requiredMessage: MESSAGE_TEXTS.allFieldsMandatory,
    ...extra,
  });
  const optional = (name: Field['name'], extra: Partial<Field> = {}): Field => ({ name, label: t(`fields.${name}`, { ns: 'whiteLabel' }), ...extra });
  const options = (values: readonly string[]) => values.map((value) => ({ value, label: t(`choices.${value}`, { ns: 'whiteLabel', defaultValue: value }) }));
  return [
    {
      key: 'settings',
      fields: [
        required('admin_base_url', { placeholder: 'https://' }),
        required('frontend_base_url', { placeholder: 'https://' }),
        required('netsapien_base_url', { placeholder: 'https://' }),
        required('email_host'),
        required('email_port'),
        required('email_username', { autoComplete: 'off' }),
        passwordStored
          ? optional('email_password', { kind: 'password', description: t('passwordKept', { ns: 'whiteLabel' }), autoComplete: 'new-password' })
          : required('email_password', { kind: 'password', autoComplete: 'new-password' }),
        required('email_from', { kind: 'email' }),
        required('email_encryption', { kind: 'select', options: options(choices.email_encryption) }),
        required('vmail_transcription', { kind: 'select', options: options(choices.vmail_transcription) }),
        required('park_lower_limit'),
        required('park_upper_limit'),
        optional('park_lower_limit2'),
        optional('park_upper_limit2'),
        optional('icons', { kind: 'select', options: WHITE_LABEL_ICONS.map((value) => ({ value, label: t(`icons.${value === '#0A1A50' ? 'darkBlue' : value}`, { ns: 'whiteLabel' }) })) }),
        optional('override_url', { placeholder: 'https://' }),
        optional('google_clientid'),
        optional('office365_clientid'),
        optional('call_history', { kind: 'switch' }),
        optional('override_regions', { kind: 'switch' }),
      ],
      colors: [],
      images: ['signin_logo'],
    },
    { key: 'customTab', fields: [], colors: [], images: ['custom_tab_background', 'dashboard_logo'] },
    {
      key: 'textable',
      fields: [
        optional('textable_name'),
        optional('textable_ui_config_name'),
        optional('textable_url', { placeholder: 'https://' }),
        optional('textable_provider_id'),
        optional('iotum_name'),
        optional('textable', { kind: 'switch' }),
      ],
      colors: [],
      images: [],
    },
    {
      key: 'appSignin',
      fields: [],
      colors: APP_SIGNIN_COLORS,
      images: ['app_signin_background', 'app_signin_logo'],
    },
    {
      key: 'messaging',
      fields: [],
      colors: MESSAGING_COLORS,
      images: [],
    },
  ];
}
