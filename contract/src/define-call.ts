import type { z } from 'zod';
import type { Access } from './access.js';

/**
 * One call of the API. The server registers it as `POST /api/v1/<name>`, validates the input and
 * the output with these schemas and enforces `access`; the web client takes its types from here
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
  /** `write` calls change state and leave an audit record. */
  effect: 'read' | 'write';
  /** Multipart calls carry files next to their fields; `files` names the file fields. */
  body?: { kind: 'json' } | { kind: 'multipart'; files: readonly string[] };
  method?: 'POST' | 'GET';
};

export function defineCall<TName extends string, TInput extends z.ZodType, TOutput extends z.ZodType>(
  definition: CallDefinition<TName, TInput, TOutput>,
): CallDefinition<TName, TInput, TOutput> {
  return definition;
}

export type CallInput<C extends CallDefinition> = z.input<C['input']>;
export type CallParsedInput<C extends CallDefinition> = z.output<C['input']>;
export type CallOutput<C extends CallDefinition> = z.output<C['output']>;
