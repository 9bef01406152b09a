import { MESSAGE_TEXTS } from './catalog.js';

type Texts = typeof MESSAGE_TEXTS;
export type MessageId = keyof Texts;
export type MessageParams = Record<string, string | number>;

/** The `{name}` placeholders of a text, as a union of names. */
type ParamNames<T extends string> = T extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/** A message ready to be given: its id, its English text with the values filled in, and those values. */
export type Message = { id: MessageId; text: string; params?: MessageParams };

/** What travels beside an English text so a client can translate it. */
export type MessageRef = { id: MessageId; params?: MessageParams };

/** A catalog entry with values to fill in: only `formatMessage` turns it into a Message. */
export type MessageTemplate<K extends MessageId = MessageId> = { id: K; template: Texts[K] };

type Entry<K extends MessageId> = [ParamNames<Texts[K]>] extends [never] ? { id: K; text: Texts[K] } : MessageTemplate<K>;

/**
 * The catalog as entries. A text without values is a Message as it stands
 * (`MESSAGES.usernameTaken`); one with values must go through `formatMessage`, so a placeholder is
 * never sent unfilled.
 */
export const MESSAGES = Object.fromEntries(
  Object.entries(MESSAGE_TEXTS).map(([id, text]) => [id, text.includes('{') ? { id, template: text } : { id, text }]),
) as { [K in MessageId]: Entry<K> };

const fill = (template: string, params: MessageParams) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

export function formatMessage<K extends MessageId>(entry: MessageTemplate<K>, params: Record<ParamNames<Texts[K]>, string | number>): Message {
  return { id: entry.id, text: fill(entry.template, params), params };
}

/** The fields of an answer that carries a message the console shows: the English text and its id. */
export type MessageAnswer = { message: string; message_id: MessageId };
export function messageAnswer(message: Message): MessageAnswer {
  return { message: message.text, message_id: message.id };
}

export const MESSAGE_IDS = Object.keys(MESSAGE_TEXTS) as [MessageId, ...MessageId[]];

export function isMessageId(id: unknown): id is MessageId {
  return typeof id === 'string' && Object.prototype.hasOwnProperty.call(MESSAGE_TEXTS, id);
}

// Braces stay as they are: in the catalog they only ever mark a value.
const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** Each text as a pattern whose groups are its values, for reading an English text back into an id. */
const PATTERNS = (Object.entries(MESSAGE_TEXTS) as Array<[MessageId, string]>).map(([id, text]) => {
  const names = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  const pattern = new RegExp(`^${escapeRegExp(text).replace(/\{\w+\}/g, '(.+?)')}$`, 's');
  return { id, names, pattern };
});

/**
 * The catalog message an English text is, with its values. Schema messages reach the console's
 * forms as text only (zod issues carry no id), so the form layer reads the id back this way.
 */
export function findMessage(text: string): MessageRef | undefined {
  for (const { id, names, pattern } of PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    if (names.length === 0) return { id };
    return { id, params: Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])) };
  }
  return undefined;
}
