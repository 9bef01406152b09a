import { AppError } from '../../lib/app-error.js';

/** Why a call to the platform failed, in words an operator can act on. Never carries secrets. */
export type PlatformFailure = 'timeout' | 'unreachable' | 'credentials' | 'blocked' | 'server' | 'refused' | 'malformed';

const MESSAGES: Record<PlatformFailure, (detail: string) => string> = {
  timeout: (detail) => `NetSapiens did not answer within ${detail}. Please try again in a moment.`,
  unreachable: () => 'NetSapiens could not be reached. Check the API URL of the platform connection.',
  credentials: () => 'NetSapiens refused the credentials of the platform connection.',
  blocked: (detail) => `NetSapiens is refusing requests for now; the console tries again in ${detail}.`,
  server: (detail) => `NetSapiens answered with an error (${detail}). Please try again later.`,
  refused: (detail) => `NetSapiens refused the request (${detail}).`,
  malformed: () => 'NetSapiens sent an answer the console could not read.',
};

export class PlatformError extends AppError {
  constructor(
    readonly failure: PlatformFailure,
    detail = '',
  ) {
    super('UPSTREAM_FAILED', MESSAGES[failure](detail));
  }
}
