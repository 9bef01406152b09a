/**
 * The extra raw elements a domain or extension client profile may carry (document 4 §4). Tenant
 * administrators keep those profiles, so they may set only how the app sounds and behaves on the
 * phone: nothing that makes the app send data to an address, changes who the account is or the
 * caller id it presents, or weakens the security of its media. Any other element of the app
 * belongs in the tenant's primary profile, which only the super tenant changes. Names are the app's
 * (Acrobits Account XML) and compared exactly, as the app reads them.
 */
export const TENANT_EXTRA_ELEMENTS = [
  // The audio codecs the app offers on Wi-Fi, in order: a choice of codec, not of where the audio goes.
  'codecOrder',
  // The same on mobile data.
  'codecOrder3G',
  // Answer with the caller's preferred codec on Wi-Fi: again only a codec choice.
  'honorFirstCodec',
  // The same on mobile data.
  'honorFirstCodec3G',
  // The tone the app plays to its own user when the other side is busy.
  'busyTone',
  // The tone the app plays to its own user when a second call comes in.
  'callWaitingTone',
  // The tone the app plays to its own user when a call ends.
  'endCallTone',
  // Voicemail notifications, asked of the account's own SIP server.
  'subscribeForVoicemail',
  // The number the voicemail button dials, through the account's own SIP server and caller id.
  'voiceMailNumber',
  // Keep-alive packets to the account's own SIP server, on or off.
  'keepAlive',
  // How often those packets are sent.
  'keepAlivePeriod',
] as const;

export type TenantExtraElement = (typeof TENANT_EXTRA_ELEMENTS)[number];

/** Whether a domain or extension profile may carry this element. */
export const isTenantElement = (name: string): name is TenantExtraElement => (TENANT_EXTRA_ELEMENTS as readonly string[]).includes(name);

/**
 * The app fills `%account[name]%` with the account's stored value of that name (and `%name%` with a
 * value of its own, `%password%` at the first provisioning) wherever it sends a request, so such a
 * placeholder in an element would hand the SIP or cloud password to whatever the element points at.
 * Matched in any case, with spaces, and without the closing `%`, to be safe.
 */
// The closing `%` is looked at, not taken, so that `%x%password%` is read as the app reads it.
const ACCOUNT_PLACEHOLDER = /%\s*account\s*\[([^\]]*)\](?=(\s*%)?)/gi;
const APP_PLACEHOLDER = /%\s*([A-Za-z_][\w\s.-]*?)(?=(\s*%))/g;
const SECRET_NAME = /pass|pwd|secret|token|key/i;
// Control and invisible characters: the Account XML drops the ones XML cannot carry, which would
// join `%acc\u0001ount[password]%` into a working placeholder, so they are read as not there.
const INVISIBLE = /[\p{Cc}\p{Cf}\uFFFE\uFFFF]/gu;

/** The first placeholder of `value` that expands an account secret, as written, or undefined. */
export function secretPlaceholderIn(value: string): string | undefined {
  const plain = value.replace(INVISIBLE, '');
  for (const pattern of [ACCOUNT_PLACEHOLDER, APP_PLACEHOLDER]) {
    for (const match of plain.matchAll(pattern)) {
      if (SECRET_NAME.test((match[1] ?? '').replace(/\s+/g, ''))) return `${match[0]}${match[2] ?? ''}`.trim();
    }
  }
  return undefined;
}
