/** A complete, valid white-label form as multipart text parts (no logos); textable, as acme's demo white label is. */
export const WHITE_LABEL_FIELDS: Record<string, string> = {
  admin_base_url: 'https://console.acme.example',
  frontend_base_url: 'https://app.acme.example',
  email_host: 'smtp.acme.example',
  email_port: '587',
  email_username: 'mailer@acme.example',
  email_password: 'mail-pass-1',
  email_from: 'no-reply@acme.example',
  email_encryption: 'tls',
  park_lower_limit: '7000',
  park_upper_limit: '7099',
  netsapien_base_url: 'https://core.acme.example',
  vmail_transcription: 'google',
  textable: 'true',
  textable_name: 'Acme Texting',
  textable_ui_config_name: 'acme-textable',
  textable_url: 'https://text.acme.example',
  textable_provider_id: 'acme-provider-1',
  call_history: 'false',
  icons: 'white',
};

/**
 * Who the white-label calls refuse although signed in: the super tenant's lesser roles and the
 * highest role of another tenant, so that only the super tenant's administrator passes.
 */
export const NOT_SUPER_ADMINS = [
  ['demo', 'support'],
  ['demo', 'simple'],
  ['acme', 'acme-admin'],
] as const;
