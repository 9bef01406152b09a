import type { CallDefinition } from '@mamt/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { validationError as validationErrorOf, type AppError } from '../lib/app-error.js';
import type { UploadedFile } from '../lib/images.js';
import { refuseBrokenText } from './broken-text.js';
import { readMultipart } from './read-multipart.js';

/** How each kind of call carries its input; JSON and GET calls are validated by Fastify's schema. */
export type InputSource = 'json' | 'query' | 'multipart' | 'form';

export function inputSourceOf(call: CallDefinition): InputSource {
  if (call.body?.kind === 'multipart') return 'multipart';
  if (call.body?.kind === 'form') return 'form';
  return call.method === 'GET' ? 'query' : 'json';
}

/** The call's parsed input and its uploaded files; no text in it holds what the database cannot store. */
export async function readCallInput(call: CallDefinition, request: FastifyRequest): Promise<{ input: unknown; files: UploadedFile[] }> {
  const read = await parseCallInput(call, request);
  refuseBrokenText(read.input);
  return read;
}

async function parseCallInput(call: CallDefinition, request: FastifyRequest): Promise<{ input: unknown; files: UploadedFile[] }> {
  switch (inputSourceOf(call)) {
    case 'json':
      return { input: request.body, files: [] };
    case 'query':
      return { input: request.query, files: [] };
    case 'multipart': {
      const { fields, files } = await readMultipart(request, call.body?.kind === 'multipart' ? call.body.files : []);
      return { input: parseOrThrow(call.input, fields), files };
    }
    case 'form': {
      // Older clients put parameters in the query, the body, or both; the body wins.
      const body = request.body && typeof request.body === 'object' ? request.body : {};
      return { input: parseOrThrow(call.input, { ...(request.query as object), ...body }), files: [] };
    }
  }
}

function parseOrThrow(schema: z.ZodType, value: unknown): unknown {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** The first message leads; every field keeps its own. */
export function validationError(error: z.ZodError): AppError {
  return validationErrorOf(error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
}
