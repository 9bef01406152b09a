import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { subscribers } from './tenants.js';

/**
 * A tenant's white label (document 3 §3): the console's and app's branding, the tenant's mail server,
 * park ranges, messaging colours and textable provider. One row per tenant; a tenant without a row
 * has the defaults of document 3 §9 (not textable, no call history). Image columns hold upload paths.
 * The values the app uses reach it through the Account XML (document 4 §4), so every save raises the
 * tenant's configuration version.
 */
export const whiteLabels = pgTable(
  'white_labels',
  {
    id: serial('id').primaryKey(),
    subscriberId: integer('subscriber_id')
      .notNull()
      .unique()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    adminBaseUrl: text('admin_base_url').notNull().default(''),
    frontendBaseUrl: text('frontend_base_url').notNull().default(''),
    emailHost: text('email_host').notNull().default(''),
    emailPort: integer('email_port'),
    emailUsername: text('email_username').notNull().default(''),
    /** Sealed with the app's secret box; never answered. */
    emailPasswordSealed: text('email_password_sealed'),
    emailFrom: text('email_from').notNull().default(''),
    emailEncryption: text('email_encryption').notNull().default('none'),
    parkLowerLimit: integer('park_lower_limit'),
    parkUpperLimit: integer('park_upper_limit'),
    parkLowerLimit2: integer('park_lower_limit2'),
    parkUpperLimit2: integer('park_upper_limit2'),
    /** The dynamic core URL (netsapien_base_url). */
    netsapienBaseUrl: text('netsapien_base_url').notNull().default(''),
    vmailTranscription: text('vmail_transcription').notNull().default('google'),
    textable: boolean('textable').notNull().default(false),
    callHistory: boolean('call_history').notNull().default(false),
    /** `white`, `black` or `#0A1A50` (Dark Blue). */
    icons: text('icons').notNull().default('white'),
    textableName: text('textable_name').notNull().default(''),
    textableUiConfigName: text('textable_ui_config_name').notNull().default(''),
    textableUrl: text('textable_url').notNull().default(''),
    textableProviderId: text('textable_provider_id').notNull().default(''),
    /** The premium video product's name. */
    iotumName: text('iotum_name').notNull().default(''),
    overrideRegions: boolean('override_regions').notNull().default(false),
    overrideUrl: text('override_url').notNull().default(''),
    googleClientId: text('google_clientid').notNull().default(''),
    office365ClientId: text('office365_clientid').notNull().default(''),
    appSigninFontColor: text('app_signin_font_color').notNull().default(''),
    appSigninButtonColor: text('app_signin_button_color').notNull().default(''),
    appSigninButtonFontColor: text('app_signin_button_font_color').notNull().default(''),
    messageOutboundColor: text('message_outbound_color').notNull().default(''),
    messageOutboundFontColor: text('message_outbound_font_color').notNull().default(''),
    messageInboundColor: text('message_inbound_color').notNull().default(''),
    messageInboundFontColor: text('message_inbound_font_color').notNull().default(''),
    messageButtonsColor: text('message_buttons_color').notNull().default(''),
    messageButtonsFontColor: text('message_buttons_font_color').notNull().default(''),
    signinLogo: text('signin_logo'),
    dashboardLogo: text('dashboard_logo'),
    customTabBackground: text('custom_tab_background'),
    appSigninBackground: text('app_signin_background'),
    appSigninLogo: text('app_signin_logo'),
    /** The console user who saved it last (the spec's user_id). */
    userId: integer('user_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The sign-in page finds its tenant by this URL as it compares it (lower case, no trailing slash):
  // two tenants at one address would show one's branding to the other, even when both save at once.
  (table) => [
    uniqueIndex('white_labels_admin_base_url_idx')
      .on(sql`rtrim(lower(${table.adminBaseUrl}), '/')`)
      .where(sql`${table.adminBaseUrl} <> ''`),
  ],
);
