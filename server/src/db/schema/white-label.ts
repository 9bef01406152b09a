import { sql } from 'drizzle-orm';
import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { emptyText, flag, serialId, timestamps } from './columns.js';
import { tenantKey } from './tenants.js';

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
    id: serialId(),
    tenantId: tenantKey('cascade'),
    adminBaseUrl: emptyText('admin_base_url'),
    frontendBaseUrl: emptyText('frontend_base_url'),
    emailHost: emptyText('email_host'),
    emailPort: integer('email_port'),
    emailUsername: emptyText('email_username'),
    /** Sealed with the app's secret box; never answered. */
    emailPasswordSealed: text('email_password_sealed'),
    emailFrom: emptyText('email_from'),
    emailEncryption: text('email_encryption').notNull().default('none'),
    parkLowerLimit: integer('park_lower_limit'),
    parkUpperLimit: integer('park_upper_limit'),
    parkLowerLimit2: integer('park_lower_limit2'),
    parkUpperLimit2: integer('park_upper_limit2'),
    /** The dynamic core URL (netsapien_base_url). */
    netsapienBaseUrl: emptyText('netsapien_base_url'),
    vmailTranscription: text('vmail_transcription').notNull().default('google'),
    textable: flag('textable', false),
    callHistory: flag('call_history', false),
    /** `white`, `black` or `#0A1A50` (Dark Blue). */
    icons: text('icons').notNull().default('white'),
    textableName: emptyText('textable_name'),
    textableUiConfigName: emptyText('textable_ui_config_name'),
    textableUrl: emptyText('textable_url'),
    textableProviderId: emptyText('textable_provider_id'),
    /** The premium video product's name. */
    iotumName: emptyText('iotum_name'),
    overrideRegions: flag('override_regions', false),
    overrideUrl: emptyText('override_url'),
    googleClientId: emptyText('google_clientid'),
    office365ClientId: emptyText('office365_clientid'),
    appSigninFontColor: emptyText('app_signin_font_color'),
    appSigninButtonColor: emptyText('app_signin_button_color'),
    appSigninButtonFontColor: emptyText('app_signin_button_font_color'),
    messageOutboundColor: emptyText('message_outbound_color'),
    messageOutboundFontColor: emptyText('message_outbound_font_color'),
    messageInboundColor: emptyText('message_inbound_color'),
    messageInboundFontColor: emptyText('message_inbound_font_color'),
    messageButtonsColor: emptyText('message_buttons_color'),
    messageButtonsFontColor: emptyText('message_buttons_font_color'),
    signinLogo: text('signin_logo'),
    dashboardLogo: text('dashboard_logo'),
    customTabBackground: text('custom_tab_background'),
    appSigninBackground: text('app_signin_background'),
    appSigninLogo: text('app_signin_logo'),
    /** The console user who saved it last (the spec's user_id). */
    userId: integer('user_id'),
    ...timestamps(),
  },
  // The sign-in page finds its tenant by this URL as it compares it (lower case, no trailing slash):
  // two tenants at one address would show one's branding to the other, even when both save at once.
  (table) => [
    uniqueIndex('white_labels_admin_base_url_idx')
      .on(sql`rtrim(lower(${table.adminBaseUrl}), '/')`)
      .where(sql`${table.adminBaseUrl} <> ''`),
  ],
);
