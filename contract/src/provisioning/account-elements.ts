/**
 * The Account XML elements the product sets itself (document 4 §4). A client profile's extra raw
 * elements may add any other element of the app, never one of these nor one of our own `mamt_`
 * elements: what the product decides (credentials, server, the console's switches) cannot be
 * overridden by a raw element.
 */
export const PRODUCT_ELEMENTS = [
  'title',
  'cloud_username',
  'cloud_password',
  'username',
  'authUsername',
  'password',
  'host',
  'proxy',
  'transport',
  'expires',
  'ringingTone',
  'dtmfOrder',
  'allowMessage',
  'extProvUrl',
  'extProvInterval',
] as const;

/** Our custom elements (documented in the server's account-config.ts) all start with this. */
export const CUSTOM_ELEMENT_PREFIX = 'mamt_';

/** An XML element name the app can read: a letter or underscore, then letters, digits, `_`, `-` or `.`. */
export const ELEMENT_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_.-]{0,63}$/;

/** Whether a name is in the `mamt_` namespace of our own elements, today's and tomorrow's (compared without case). */
export function hasCustomElementPrefix(name: string): boolean {
  return name.toLowerCase().startsWith(CUSTOM_ELEMENT_PREFIX);
}

/** Whether a raw element of a client profile would override one the product sets (compared without case). */
export function isProductElement(name: string): boolean {
  const lower = name.toLowerCase();
  return hasCustomElementPrefix(lower) || PRODUCT_ELEMENTS.some((element) => element.toLowerCase() === lower);
}
