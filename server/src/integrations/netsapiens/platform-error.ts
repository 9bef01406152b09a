import { MESSAGES, formatMessage, type Message } from '@mamt/contract';
import { AppError } from '../../lib/app-error.js';

/** Why a call to the platform failed, in words an operator can act on. Never carries secrets. */
export type PlatformFailure = 'timeout' | 'unreachable' | 'credentials' | 'blocked' | 'server' | 'refused' | 'malformed';

const FAILURE_MESSAGES: Record<PlatformFailure, (detail: string) => Message> = {
  timeout: (detail) => formatMessage(MESSAGES.platformTimeout, { detail }),
  unreachable: () => MESSAGES.platformUnreachable,
  credentials: () => MESSAGES.platformCredentials,
  blocked: (detail) => formatMessage(MESSAGES.platformBlocked, { detail }),
  server: (detail) => formatMessage(MESSAGES.platformServer, { detail }),
  refused: (detail) => formatMessage(MESSAGES.platformRefused, { detail }),
  malformed: () => MESSAGES.platformMalformed,
};

export class PlatformError extends AppError {
  constructor(
    readonly failure: PlatformFailure,
    detail = '',
  ) {
    super('UPSTREAM_FAILED', FAILURE_MESSAGES[failure](detail));
  }
}
