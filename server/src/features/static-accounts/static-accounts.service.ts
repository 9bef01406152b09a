import { MESSAGES, formatMessage, messageAnswer, type CallOutput, type CallParsedInput, type Calls, type MessageAnswer } from '@mamt/contract';
import { AppError, fieldError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { comparableHost, requireRetypedSecrets } from '../../lib/retype-secrets.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { TenantScope } from '../../lib/tenant-scope.js';
import type { StaticAccountColumns, StaticAccountsRepository } from './static-accounts.repository.js';

type Row = NonNullable<Awaited<ReturnType<StaticAccountsRepository['findById']>>>;
type Form = CallParsedInput<Calls['createUpdateAccount']>;
type Account = CallOutput<Calls['accountDetail']>;

const yesNo = (flag: boolean) => (flag ? '1' : '0') as '1' | '0';

/**
 * Where the app sends the SIP password it is provisioned with: the proxy and the outbound proxy. A
 * new SIP username at the same servers sends it nowhere new; the login password is only compared
 * with what the app's user types, and goes nowhere at all. Both are kept across those changes.
 */
const sipServers = (account: { proxy: string; outboundProxyHost: string }) => [comparableHost(account.proxy), comparableHost(account.outboundProxyHost)];

/** The wire form of document 3 §3: flags as '1'/'0', and neither password (spec README decision 7). */
const toWire = ({ account, subscriberId, company }: Row): Account => ({
  id: account.id,
  cloud_id: account.cloudId,
  subscriber_id: subscriberId,
  company,
  cloud_username: account.cloudUsername,
  proxy: account.proxy,
  outbound_proxy_host: account.outboundProxyHost,
  transport: account.transport,
  account_username: account.accountUsername,
  expires: account.expires,
  allow_message: yesNo(account.allowMessage),
  outbound_proxy_enabled: yesNo(account.outboundProxyEnabled),
  remote_msg_delete_supported: yesNo(account.remoteMsgDeleteSupported),
  msg_local_delete_supported: yesNo(account.msgLocalDeleteSupported),
  outgoing_calls_through_sipis: yesNo(account.outgoingCallsThroughSipis),
  ringing_tone: account.ringingTone,
  user_id: account.userId,
});

export type StaticAccountsServiceDeps = {
  repo: StaticAccountsRepository;
  secrets: SecretBox;
  /** The tenant's domains on the telephony platform (none without a platform connection). */
  platformDomains: (cloudId: string) => Promise<string[]>;
};

export function createStaticAccountsService({ repo, secrets, platformDomains }: StaticAccountsServiceDeps) {
  const notFound = () => new AppError('NOT_FOUND', MESSAGES.staticAccountNotFound);

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

  return {
    list: async (tenant: TenantScope) => (await repo.list(tenant)).map(toWire),

    async detail(id: number): Promise<Account> {
      const row = await repo.findById(id);
      if (!row) throw notFound();
      return toWire(row);
    },

    async save(form: Form, cloudId: string, userId: number): Promise<MessageAnswer & { id: number }> {
      if (!(await repo.tenantExists(cloudId))) throw fieldError('cloud_id', formatMessage(MESSAGES.unknownCloudId, { cloudId }));
      await refusePlatformLogin(cloudId, form.cloud_username);
      const columns: Omit<StaticAccountColumns, 'cloudPasswordSealed' | 'accountPasswordSealed'> = {
        cloudId,
        cloudUsername: form.cloud_username,
        proxy: form.proxy,
        outboundProxyHost: form.outbound_proxy_host,
        transport: form.transport,
        accountUsername: form.account_username,
        expires: form.expires,
        allowMessage: form.allow_message,
        outboundProxyEnabled: form.outbound_proxy_enabled,
        remoteMsgDeleteSupported: form.remote_msg_delete_supported,
        msgLocalDeleteSupported: form.msg_local_delete_supported,
        outgoingCallsThroughSipis: form.outgoing_calls_through_sipis,
        ringingTone: form.ringing_tone,
        userId,
      };
      try {
        if (form.id === undefined) {
          const sealed = { cloudPasswordSealed: secrets.seal(form.cloud_password), accountPasswordSealed: secrets.seal(form.account_password) };
          const id = await repo.insert({ ...columns, ...sealed });
          return { ...messageAnswer(MESSAGES.staticAccountCreated), id };
        }
        const stored = await repo.findById(form.id);
        if (!stored) throw notFound();
        requireRetypedSecrets({
          stored: sipServers(stored.account),
          next: sipServers({ proxy: form.proxy, outboundProxyHost: form.outbound_proxy_host }),
          typed: { account_password: form.account_password },
          message: MESSAGES.retypeSipSecret,
        });
        // An empty password on edit keeps the stored one (spec README decision 7), where it goes unchanged.
        const changed = await repo.update(form.id, {
          ...columns,
          ...(form.cloud_password ? { cloudPasswordSealed: secrets.seal(form.cloud_password) } : {}),
          ...(form.account_password ? { accountPasswordSealed: secrets.seal(form.account_password) } : {}),
        });
        if (!changed) throw notFound();
        return { ...messageAnswer(MESSAGES.staticAccountUpdated), id: form.id };
      } catch (error) {
        // The unique key compares logins without regard to case, and decides between two saves at once.
        if (isUniqueViolation(error, 'static_accounts_login_idx')) throw fieldError('cloud_username', MESSAGES.staticLoginTaken);
        throw error;
      }
    },

    async remove(id: number): Promise<MessageAnswer> {
      if (!(await repo.delete(id))) throw notFound();
      return messageAnswer(MESSAGES.recordDeleted);
    },
  };
}

export type StaticAccountsService = ReturnType<typeof createStaticAccountsService>;
