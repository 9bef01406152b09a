import { MESSAGES, formatMessage, staticAccountResource } from '@mamt/contract';
import { fieldError } from '../../lib/app-error.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { createResourceService } from '../../resources/resource-service.js';
import type { TableStore } from '../../resources/table-store.js';

export type StaticAccountsServiceDeps = {
  store: TableStore;
  secrets: SecretBox;
  /** The tenant's domains on the telephony platform (none without a platform connection). */
  platformDomains: (cloudId: string) => Promise<string[]>;
};

/** Static accounts on the resource kit; their one rule of their own is the login they may not take. */
export function createStaticAccountsService({ store, secrets, platformDomains }: StaticAccountsServiceDeps) {
  /**
   * The app signs platform users in as `<user>@<domain>`: a static account with such a login would
   * take over a real user's provisioning, so a login ending in one of the tenant's domains is refused.
   */
  async function refusePlatformLogin(cloudId: string, login: string): Promise<void> {
    const at = login.lastIndexOf('@');
    if (at < 0) return;
    const domain = login.slice(at + 1).toLowerCase();
    const domains = await platformDomains(cloudId);
    if (domains.some((name) => name.toLowerCase() === domain)) {
      throw fieldError('cloud_username', formatMessage(MESSAGES.staticLoginOnPlatform, { domain }));
    }
  }

  return createResourceService(staticAccountResource, {
    store,
    secrets,
    hooks: {
      beforeSave: (form, { cloudId }) => refusePlatformLogin(cloudId ?? form.cloud_id, form.cloud_username),
      // Who saved the account last (document 3 §3: user_id is added on save).
      columns: (columns, _form, { session }) => ({ ...columns, userId: session.userId }),
    },
  });
}
