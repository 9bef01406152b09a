import { sendTestMail } from '../../integrations/mail/test-mail.js';
import type { Core } from '../../wiring/core.js';
import type { ServerArea } from '../../wiring/server-area.js';
import { createTestMails } from './white-label-test-mail.js';
import { createWhiteLabelHandlers } from './white-label.handlers.js';
import { createWhiteLabelRepository } from './white-label.repository.js';
import { createWhiteLabelService } from './white-label.service.js';

/** The white label service keeps nothing in memory: App Management makes one of its own for the company flags. */
export const whiteLabelServiceOf = ({ db, secrets, files, config }: Core) =>
  createWhiteLabelService({ repo: createWhiteLabelRepository(db), secrets, fileStore: files, allowInternalMailHosts: config.MAIL_ALLOW_INTERNAL_HOSTS });

/** Each tenant's white label: branding, mail server (and its test mail, or the operator's) and the app's company settings. */
export const whiteLabelArea: ServerArea = (core) => {
  const { db, secrets, config } = core;
  const testMails = createTestMails({
    repo: createWhiteLabelRepository(db),
    secrets,
    smtpUrl: config.SMTP_URL,
    mailFrom: config.MAIL_FROM,
    allowInternalMailHosts: config.MAIL_ALLOW_INTERNAL_HOSTS,
    send: (server, mail) => sendTestMail(server, mail),
  });
  return { handlers: createWhiteLabelHandlers(whiteLabelServiceOf(core), testMails) };
};
