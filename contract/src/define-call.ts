import type { z } from 'zod';
import type { Access } from './access.js';
import type { MESSAGE_TEXTS } from './messages/catalog.js';
import type { MessageId } from './messages/messages.js';
import type { Scope } from './scope.js';

/** A catalog message without values to fill in: one that can be given as it stands. */
export type PlainMessageId = { [K in MessageId]: (typeof MESSAGE_TEXTS)[K] extends `${string}{${string}}${string}` ? never : K }[MessageId];

/**
 * One call of the API. The server registers it as `POST /api/v1/<name>`, validates the input and
 * the output with these schemas, enforces `access` and resolves `scope`; the web client takes its types from here
 * and its forms reuse `input`.
 */
export type CallDefinition<
  TName extends string = string,
  TInput extends z.ZodType = z.ZodType,
  TOutput extends z.ZodType = z.ZodType,
> = {
  name: TName;
  summary: string;
  input: TInput;
  output: TOutput;
  access: Access;
  /**
   * What a signed-in caller whom `access` turns away is told, where the spec gives a warning of its
   * own (only Engineering Support may edit a record); the general "not allowed" otherwise.
   */
  deniedMessage?: PlainMessageId;
  /** Whose data the call touches; resolved and checked by the server before the handler runs. */
  scope: Scope | readonly Scope[];
  /** `write` calls change state and leave an audit record. */
  effect: 'read' | 'write';
  /**
   * Multipart calls carry files next to their fields (`files` names them); `form` calls take a JSON
   * or form-encoded body merged over the query string, as older platform clients send them.
   */
  body?: { kind: 'json' } | { kind: 'multipart'; files: readonly string[] } | { kind: 'form' };
  method?: 'POST' | 'GET';
  /** A `form` call also served as GET with its fields in the query (the app's provisioning request). */
  alsoGet?: boolean;
  /** Served outside /api/v1 for existing clients (the platform proxy); same checks as every call. */
  path?: string;
  /**
   * `passThrough`: the answer is relayed as our own client built it (the platform proxy's rows, every
   * value already a string), so the server serializes it without checking each row against `output`.
   */
  outputCheck?: 'validate' | 'passThrough';
  /** Calls each signed-in user may make per minute, where one user could otherwise load others. */
  perUserPerMinute?: number;
  /** Anonymous calls per client address and minute (scaled like perUserPerMinute). */
  perAddressPerMinute?: number;
  /**
   * `xml`: the handler answers `{ status, xml }` and the server sends the XML as it is; every
   * failure of the call, validation and limits included, answers `<error><message>` XML too.
   */
  answer?: 'json' | 'xml';
};

export function defineCall<TName extends string, TInput extends z.ZodType, TOutput extends z.ZodType>(
  definition: CallDefinition<TName, TInput, TOutput>,
): CallDefinition<TName, TInput, TOutput> {
  return definition;
}

export type CallInput<C extends CallDefinition> = z.input<C['input']>;
export type CallParsedInput<C extends CallDefinition> = z.output<C['input']>;
export type CallOutput<C extends CallDefinition> = z.output<C['output']>;
