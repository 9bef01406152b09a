import { MESSAGE_TEXTS } from '@mamt/contract/messages/catalog';
import { findMessage, isMessageId, type MessageId, type MessageParams, type MessageRef } from '@mamt/contract/messages/messages';
import { i18next } from './i18n';

/**
 * The API's messages travel in English (the spec's texts, the contract with existing clients)
 * with a catalog id beside them. The console shows them in the user's language by that id
 * (namespace `messages`); an id this console does not know shows the English text as it came.
 */
export function translateRef(ref: MessageRef | undefined, english: string): string {
  if (!ref || !isMessageId(ref.id)) return english;
  // `replace` keeps the values apart from i18next's own options (count, context...).
  return i18next.t(ref.id, { ns: 'messages', defaultValue: english, replace: ref.params ?? {} });
}

/** A catalog message by id, in the user's language. */
export function translateId(id: MessageId, params?: MessageParams): string {
  return translateRef({ id, params }, MESSAGE_TEXTS[id]);
}

/**
 * A text with no id beside it: a message of the contract's schemas (form checks run in the
 * browser), or a constant of the console. Its id is read back from the catalog.
 */
export function translateMessage(message: string): string {
  return translateRef(findMessage(message), message);
}

/** For form field errors, which may be absent. */
export function translateFieldError(message: string | undefined): string | undefined {
  return message ? translateMessage(message) : undefined;
}

/** What the console shows in a toast: a text, a server answer (`message_id`) or a failure (`messageId`). */
export type ShownMessage = string | { message: string; message_id?: string; messageId?: string; params?: MessageParams };

export function translateShown(shown: ShownMessage): string {
  if (typeof shown === 'string') return translateMessage(shown);
  const id = shown.messageId ?? shown.message_id;
  return isMessageId(id) ? translateRef({ id, params: shown.params ?? paramsIn(id, shown.message) }, shown.message) : translateMessage(shown.message);
}

/**
 * The values of a message in its English text. An answer's `message_id` travels without them (its
 * `message` has them filled in, for older clients), so they are read back from that text.
 */
function paramsIn(id: MessageId, english: string): MessageParams | undefined {
  const found = findMessage(english);
  return found?.id === id ? found.params : undefined;
}
