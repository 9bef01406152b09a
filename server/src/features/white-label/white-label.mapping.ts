import { WHITE_LABEL_COLORS, WHITE_LABEL_IMAGES, type TWhiteLabel, type TWhiteLabelForm } from '@mamt/contract';
import { IMAGE_COLUMN } from '../../app-settings/white-label-images.js';
import type { TenantRow, WhiteLabelColumns, WhiteLabelRow } from './white-label.repository.js';

type Color = (typeof WHITE_LABEL_COLORS)[number];


/** A colour's column: its field name in camel case (`message_inbound_color`: `messageInboundColor`). */
type ColorColumn<Field extends string> = Field extends `${infer Head}_${infer Rest}` ? `${Head}${Capitalize<ColorColumn<Rest>>}` : Field;
const colorColumn = <Field extends Color>(field: Field) => field.replace(/_(.)/g, (_, letter: string) => letter.toUpperCase()) as ColorColumn<Field>;

/** The form's colours, by column. */
const colorColumns = (form: TWhiteLabelForm) =>
  Object.fromEntries(WHITE_LABEL_COLORS.map((field) => [colorColumn(field), form[field]])) as Record<ColorColumn<Color>, string>;

/** Text values by field, read from the row; '' where the tenant has no row or the row no value. */
const textsOf = <Field extends string>(fields: readonly Field[], read: (field: Field) => string | null | undefined) =>
  Object.fromEntries(fields.map((field) => [field, read(field) ?? ''])) as Record<Field, string>;

/** A tenant's white label for the form; without a row, the defaults of document 3 §9 and id null. */
export function toWire(tenant: TenantRow, row: WhiteLabelRow | undefined): TWhiteLabel {
  return {
    id: row?.id ?? null,
    subscriber_id: tenant.id,
    cloud_id: tenant.cloudId,
    admin_base_url: row?.adminBaseUrl ?? '',
    frontend_base_url: row?.frontendBaseUrl ?? '',
    email_host: row?.emailHost ?? '',
    email_port: row?.emailPort ?? null,
    email_username: row?.emailUsername ?? '',
    email_password_set: Boolean(row?.emailPasswordSealed),
    email_from: row?.emailFrom ?? '',
    email_encryption: row?.emailEncryption ?? 'none',
    park_lower_limit: row?.parkLowerLimit ?? null,
    park_upper_limit: row?.parkUpperLimit ?? null,
    park_lower_limit2: row?.parkLowerLimit2 ?? null,
    park_upper_limit2: row?.parkUpperLimit2 ?? null,
    netsapien_base_url: row?.netsapienBaseUrl ?? '',
    vmail_transcription: row?.vmailTranscription ?? 'google',
    textable: row?.textable ?? false,
    call_history: row?.callHistory ?? false,
    icons: row?.icons ?? 'white',
    textable_name: row?.textableName ?? '',
    textable_ui_config_name: row?.textableUiConfigName ?? '',
    textable_url: row?.textableUrl ?? '',
    textable_provider_id: row?.textableProviderId ?? '',
    iotum_name: row?.iotumName ?? '',
    override_regions: row?.overrideRegions ?? false,
    override_url: row?.overrideUrl ?? '',
    google_clientid: row?.googleClientId ?? '',
    office365_clientid: row?.office365ClientId ?? '',
    ...textsOf(WHITE_LABEL_COLORS, (field) => row?.[colorColumn(field)]),
    ...textsOf(WHITE_LABEL_IMAGES, (field) => row?.[IMAGE_COLUMN[field]]),
    user_id: row?.userId ?? null,
  };
}

/** The form's values as columns; the password and the images are the service's to add. */
export function toColumns(form: TWhiteLabelForm, userId: number): WhiteLabelColumns {
  return {
    adminBaseUrl: form.admin_base_url,
    frontendBaseUrl: form.frontend_base_url,
    emailHost: form.email_host,
    emailPort: form.email_port,
    emailUsername: form.email_username,
    emailFrom: form.email_from,
    emailEncryption: form.email_encryption,
    parkLowerLimit: form.park_lower_limit,
    parkUpperLimit: form.park_upper_limit,
    parkLowerLimit2: form.park_lower_limit2,
    parkUpperLimit2: form.park_upper_limit2,
    netsapienBaseUrl: form.netsapien_base_url,
    vmailTranscription: form.vmail_transcription,
    textable: form.textable,
    callHistory: form.call_history,
    icons: form.icons,
    textableName: form.textable_name,
    textableUiConfigName: form.textable_ui_config_name,
    textableUrl: form.textable_url,
    textableProviderId: form.textable_provider_id,
    iotumName: form.iotum_name,
    overrideRegions: form.override_regions,
    overrideUrl: form.override_url,
    googleClientId: form.google_clientid,
    office365ClientId: form.office365_clientid,
    ...colorColumns(form),
    userId,
  };
}
