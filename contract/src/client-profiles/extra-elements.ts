import { z } from 'zod';
import { MANDATORY_FIELDS, text } from '../common/fields.js';
import { MESSAGES, formatMessage } from '../messages/messages.js';
import { CUSTOM_ELEMENT_PREFIX, ELEMENT_NAME_PATTERN, hasCustomElementPrefix, isProductElement } from '../provisioning/account-elements.js';
import { TENANT_EXTRA_ELEMENTS, isTenantElement, secretPlaceholderIn } from '../provisioning/tenant-elements.js';

export const MAX_EXTRA_ELEMENTS = 50;
export const MAX_ELEMENT_VALUE = 1024;

/**
 * An extra raw Account XML element of a client profile (document 4 §4). Its name must be an
 * element name the app reads and may not override what the product sets itself, so a profile can
 * add settings of the app but never change credentials, the server or the console's switches. No
 * value may make the app fill in an account secret (`%account[password]%`), whoever stores it.
 */
export const ZExtraElement = z.object({
  name: text(200).superRefine((name, ctx) => {
    if (name === '') ctx.addIssue({ code: 'custom', message: MANDATORY_FIELDS });
    else if (!ELEMENT_NAME_PATTERN.test(name)) ctx.addIssue({ code: 'custom', message: formatMessage(MESSAGES.elementNameInvalid, { name }).text });
    // A `mamt_` name may not be one of ours yet, so it is refused for its prefix, not as one the product sets.
    else if (hasCustomElementPrefix(name)) ctx.addIssue({ code: 'custom', message: formatMessage(MESSAGES.elementPrefixReserved, { name, prefix: CUSTOM_ELEMENT_PREFIX }).text });
    else if (isProductElement(name)) ctx.addIssue({ code: 'custom', message: formatMessage(MESSAGES.elementNameReserved, { name }).text });
  }),
  value: text(MAX_ELEMENT_VALUE, { trim: false })
    .superRefine((value, ctx) => {
      const placeholder = secretPlaceholderIn(value);
      if (placeholder !== undefined) ctx.addIssue({ code: 'custom', message: formatMessage(MESSAGES.elementValueSecret, { placeholder }).text });
    })
    .default(''),
});

/** At most 50 elements, each name once (compared without case, as the product's own names are). */
export const ZExtraElements = z
  .array(ZExtraElement)
  .max(MAX_EXTRA_ELEMENTS, { error: formatMessage(MESSAGES.elementsTooMany, { max: MAX_EXTRA_ELEMENTS }).text })
  .default([])
  .superRefine((elements, ctx) => {
    const seen = new Set<string>();
    elements.forEach((element, index) => {
      const key = element.name.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: formatMessage(MESSAGES.elementNameTwice, { name: element.name }).text });
      seen.add(key);
    });
  });

export type ExtraElement = z.output<typeof ZExtraElement>;

/**
 * A domain or extension profile, which tenant administrators keep, carries only the harmless
 * elements of TENANT_EXTRA_ELEMENTS; the tenant's primary profile (the super tenant's) may carry
 * any other. Each refused element is named on its row. Rows that are not elements are left to
 * their own checks.
 */
export function checkLevelElements(domain: unknown, elements: unknown, addIssue: (path: (string | number)[], message: string) => void): void {
  if (typeof domain !== 'string' || domain.trim() === '' || !Array.isArray(elements)) return;
  elements.forEach((element: unknown, index) => {
    const name = (element as { name?: unknown } | null)?.name;
    if (typeof name !== 'string' || name.trim() === '' || isTenantElement(name.trim())) return;
    addIssue(['extra_elements', index, 'name'], formatMessage(MESSAGES.elementNotForTenant, { name: name.trim(), names: TENANT_EXTRA_ELEMENTS.join(', ') }).text);
  });
}
