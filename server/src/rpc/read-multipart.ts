import type { FastifyRequest } from 'fastify';
import { MESSAGES, formatMessage } from '@mamt/contract';
import { AppError, fieldError } from '../lib/app-error.js';
import type { UploadedFile } from '../lib/images.js';

/**
 * A failure of the multipart parser while reading the body. Its own refusals (a limit, a wrong
 * content type) carry an HTTP status, which the error handler answers; a body that stops short or
 * breaks the format (a dropped connection, a broken client) carries none and is the request's
 * fault, so it is a 400 rather than a 500.
 */
function unreadable(request: FastifyRequest, error: unknown): unknown {
  if (error instanceof AppError || typeof (error as { statusCode?: unknown }).statusCode === 'number') return error;
  request.log.info({ err: error }, 'a multipart body could not be read');
  return new AppError('VALIDATION_FAILED', MESSAGES.multipartUnreadable);
}

async function readParts(request: FastifyRequest, fileFields: readonly string[], fields: Record<string, string>, files: UploadedFile[]) {
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    if (!fileFields.includes(part.fieldname) || !part.filename) {
      await part.toBuffer().catch(() => undefined);
      continue;
    }
    try {
      files.push({ field: part.fieldname, filename: part.filename, data: await part.toBuffer() });
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw fieldError(part.fieldname, formatMessage(MESSAGES.fileTooBig, { file: part.filename }));
      }
      throw error;
    }
  }
}

/**
 * Reads a multipart body into plain fields and in-memory files. The part size limit set on the
 * multipart plugin stops an oversized file before it is held whole.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileFields: readonly string[],
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    for (const [key, value] of Object.entries(body)) if (typeof value === 'string') fields[key] = value;
    return { fields, files };
  }
  try {
    await readParts(request, fileFields, fields, files);
  } catch (error) {
    throw unreadable(request, error);
  }
  return { fields, files };
}
