import type { TWhiteLabel } from '@mamt/contract';
import userEvent from '@testing-library/user-event';
import { WhiteLabelForm } from '../../src/features/white-label/components/white-label-form';
import { stubCalls, type FakeAnswers } from './fake-api';
import { renderWithProviders } from './render';
import { PROVIDER_ADMIN, signInAs } from './sessions';

/** The choices of the white label form's dropdowns (getDefaults). */
const DEFAULTS = { email_encryption: { Allowed: ['none', 'tls'] }, vmail_transcription: { Allowed: ['google'] }, transport: { Allowed: ['udp'] }, dtmforder: { Allowed: ['rfc2833'] } };

/** A stored white label: every mandatory field filled, its mail server with a stored password, no images but the signin logo. */
export const STORED_WHITE_LABEL: TWhiteLabel = {
  id: 4, subscriber_id: 7, cloud_id: 'globex', admin_base_url: 'https://console.globex.example', frontend_base_url: 'https://app.globex.example',
  email_host: 'smtp.globex.example', email_port: 587, email_username: 'mailer', email_password_set: true, email_from: 'no-reply@globex.example',
  email_encryption: 'tls', park_lower_limit: 700, park_upper_limit: 799, park_lower_limit2: null, park_upper_limit2: null,
  netsapien_base_url: 'https://core.globex.example', vmail_transcription: 'google', textable: false, call_history: false, icons: 'white',
  textable_name: '', textable_ui_config_name: '', textable_url: '', textable_provider_id: '', iotum_name: '', override_regions: false,
  override_url: '', google_clientid: '', office365_clientid: '', app_signin_font_color: '', app_signin_button_color: '',
  app_signin_button_font_color: '', message_outbound_color: '', message_outbound_font_color: '', message_inbound_color: '',
  message_inbound_font_color: '', message_buttons_color: '', message_buttons_font_color: '', signin_logo: '/uploads/a.png',
  dashboard_logo: '', custom_tab_background: '', app_signin_background: '', app_signin_logo: '', user_id: 1,
};

/**
 * The white label form of the super tenant's administrator, as the white label form's and the test
 * mail's tests both open it: the dropdowns' defaults answered, the other calls by `answers`.
 */
export function renderWhiteLabelForm(whiteLabel: TWhiteLabel, answers: FakeAnswers = {}) {
  signInAs(PROVIDER_ADMIN);
  const fetch = stubCalls({ getDefaults: () => ({ body: DEFAULTS }), ...answers });
  renderWithProviders(<WhiteLabelForm whiteLabel={whiteLabel} />);
  return { fetch, user: userEvent.setup() };
}
