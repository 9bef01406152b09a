import type { ConfigValue, TenantWhiteLabel } from './account-records.js';


/** `mamt_*` element, white-label column; sent only when set (an empty colour means the app's own). */
const OPTIONAL_TEXTS = [
  ['mamt_premiumVideoName', 'iotumName'],
  ['mamt_googleClientId', 'googleClientId'],
  ['mamt_office365ClientId', 'office365ClientId'],
  ['mamt_customTabUrl', 'frontendBaseUrl'],
  ['mamt_coreUrl', 'netsapienBaseUrl'],
  ['mamt_appSigninFontColor', 'appSigninFontColor'],
  ['mamt_appSigninButtonColor', 'appSigninButtonColor'],
  ['mamt_appSigninButtonFontColor', 'appSigninButtonFontColor'],
  ['mamt_messageOutboundColor', 'messageOutboundColor'],
  ['mamt_messageOutboundFontColor', 'messageOutboundFontColor'],
  ['mamt_messageInboundColor', 'messageInboundColor'],
  ['mamt_messageInboundFontColor', 'messageInboundFontColor'],
  ['mamt_messageButtonsColor', 'messageButtonsColor'],
  ['mamt_messageButtonsFontColor', 'messageButtonsFontColor'],
] as const satisfies ReadonlyArray<readonly [string, keyof TenantWhiteLabel]>;

/** Images the app shows, as absolute URLs of our uploads. */
const IMAGES = [
  ['mamt_appSigninLogoUrl', 'appSigninLogo'],
  ['mamt_appSigninBackgroundUrl', 'appSigninBackground'],
  ['mamt_customTabBackgroundUrl', 'customTabBackground'],
] as const satisfies ReadonlyArray<readonly [string, keyof TenantWhiteLabel]>;

const range = (lower: number | null, upper: number | null) => (lower !== null && upper !== null ? `${lower}-${upper}` : '');

/**
 * The tenant's white-label values the app uses (document 4 §4), as custom elements:
 * - mamt_icons (`white`, `black` or `#0A1A50`), mamt_vmailTranscription, mamt_callHistory (0/1)
 * - mamt_parkRange, mamt_parkRange2: `<lower>-<upper>` park extensions
 * - mamt_textableName, mamt_textableUiConfigName, mamt_textableUrl, mamt_textableProviderId: the
 *   textable provider, only while the tenant is textable
 * - mamt_premiumVideoName, mamt_googleClientId, mamt_office365ClientId, mamt_customTabUrl, mamt_coreUrl
 *   and the sign-in and messaging colours, each only when set
 * - mamt_overrideUrl: while the white label overrides the regions
 * - mamt_appSigninLogoUrl, mamt_appSigninBackgroundUrl, mamt_customTabBackgroundUrl: uploaded images
 * A tenant without a white label sends none of them: the app keeps its portal branding.
 */
export function whiteLabelValues(whiteLabel: TenantWhiteLabel | undefined, publicUrl: string): ConfigValue[] {
  if (!whiteLabel) return [];
  const value = (element: string, text: string): ConfigValue => ({ element, value: text, source: 'white label' });
  const values: ConfigValue[] = [
    value('mamt_icons', whiteLabel.icons),
    value('mamt_vmailTranscription', whiteLabel.vmailTranscription),
    value('mamt_callHistory', whiteLabel.callHistory ? '1' : '0'),
  ];
  const parks = [range(whiteLabel.parkLowerLimit, whiteLabel.parkUpperLimit), range(whiteLabel.parkLowerLimit2, whiteLabel.parkUpperLimit2)];
  if (parks[0]) values.push(value('mamt_parkRange', parks[0]));
  if (parks[1]) values.push(value('mamt_parkRange2', parks[1]));
  if (whiteLabel.textable) {
    values.push(
      value('mamt_textableName', whiteLabel.textableName),
      value('mamt_textableUiConfigName', whiteLabel.textableUiConfigName),
      value('mamt_textableUrl', whiteLabel.textableUrl),
      value('mamt_textableProviderId', whiteLabel.textableProviderId),
    );
  }
  for (const [element, column] of OPTIONAL_TEXTS) if (whiteLabel[column]) values.push(value(element, whiteLabel[column]));
  if (whiteLabel.overrideRegions && whiteLabel.overrideUrl) values.push(value('mamt_overrideUrl', whiteLabel.overrideUrl));
  for (const [element, column] of IMAGES) {
    const path = whiteLabel[column];
    if (path) values.push(value(element, new URL(path, `${publicUrl}/`).toString()));
  }
  return values;
}
