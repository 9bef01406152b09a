/**
 * Every message the API or the console shows, by stable id. The English texts are the spec's,
 * letter for letter; `{name}` marks a value filled in when the message is given. Clients translate
 * by id and fall back to the English text. Free of zod, so /login stays small.
 */
import { ACCOUNT_TEXTS } from './texts/accounts.js';
import { APP_TEXTS } from './texts/app.js';
import { OPERATIONS_TEXTS } from './texts/operations.js';
import { COMMON_TEXTS } from './texts/common.js';
import { PORTABILITY_TEXTS } from './texts/portability.js';
import { GALLERY_TEXTS } from './texts/gallery.js';
import { PROVIDER_TEXTS } from './texts/provider.js';
import { SPEC_AREA_TEXTS } from './texts/spec-areas.js';
import { VN_DEALERS_TEXTS } from './texts/vn-dealers.js';

/** The catalog's parts, one per group of areas (texts/); an id stands in one part only (tested). */
export const MESSAGE_TEXT_PARTS = [COMMON_TEXTS, ACCOUNT_TEXTS, SPEC_AREA_TEXTS, PROVIDER_TEXTS, APP_TEXTS, OPERATIONS_TEXTS, GALLERY_TEXTS, PORTABILITY_TEXTS, VN_DEALERS_TEXTS] as const;

export const MESSAGE_TEXTS = { ...COMMON_TEXTS, ...ACCOUNT_TEXTS, ...SPEC_AREA_TEXTS, ...PROVIDER_TEXTS, ...APP_TEXTS, ...OPERATIONS_TEXTS, ...GALLERY_TEXTS, ...PORTABILITY_TEXTS, ...VN_DEALERS_TEXTS } as const;
