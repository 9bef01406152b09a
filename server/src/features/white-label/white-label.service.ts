import {
  MESSAGES,
  REQUIRED_WHITE_LABEL_IMAGES,
  WHITE_LABEL_IMAGES,
  messageAnswer,
  type CallOutput,
  type Calls,
  type MessageAnswer,
  type TWhiteLabel,
  type TWhiteLabelForm,
  type WhiteLabelImage,
} from '@mamt/contract';
import { AppError, fieldError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { FileStore } from '../../lib/file-store.js';
import { deleteStoredImage, storeImage, type UploadedFile } from '../../lib/images.js';
import { resolvesToInternalAddress } from '../../lib/internal-address.js';
import { comparableHost, requireRetypedSecrets } from '../../lib/retype-secrets.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { IMAGE_COLUMN } from '../../app-settings/white-label-images.js';
import { toColumns, toWire } from './white-label.mapping.js';
import type { TenantRow, WhiteLabelRepository } from './white-label.repository.js';

/** "https://Console.Acme.com/" and "https://console.acme.com" name the same site. */
export function normalizeBaseUrl(url: string): string {
  try {
    return new URL(url).origin.toLowerCase();
  } catch {
    return url.trim().replace(/\/+$/, '').toLowerCase();
  }
}

/** Where the stored mail password is sent: the mail server, and the account signed in with there. */
export const mailDestination = (host: string, port: number | null, username: string) => [comparableHost(host), port, username.trim()];

export type WhiteLabelServiceDeps = {
  repo: WhiteLabelRepository;
  secrets: SecretBox;
  fileStore: FileStore;
  /** MAIL_ALLOW_INTERNAL_HOSTS: a mail server on this machine or a private network may be saved (a demo's or a test's sink). */
  allowInternalMailHosts: boolean;
};

export function createWhiteLabelService({ repo, secrets, fileStore, allowInternalMailHosts }: WhiteLabelServiceDeps) {
  async function tenantOf(id: number, field = 'subscriber_id'): Promise<TenantRow> {
    const tenant = await repo.findTenant(id);
    if (!tenant) throw fieldError(field, MESSAGES.unknownSubscriber);
    return tenant;
  }

  /** Checks and stores each upload; one bad file removes those already stored and names its field. */
  async function storeUploads(files: UploadedFile[]): Promise<Partial<Record<WhiteLabelImage, string>>> {
    const stored: Partial<Record<WhiteLabelImage, string>> = {};
    try {
      for (const name of WHITE_LABEL_IMAGES) {
        const file = files.find((upload) => upload.field === name);
        if (file) stored[name] = await storeImage(fileStore, file);
      }
    } catch (error) {
      await removeImages(Object.values(stored));
      throw error;
    }
    return stored;
  }

  // A file left behind by a failed delete costs only space; the save's outcome does not depend on it.
  const removeImages = (paths: Array<string | null | undefined>) =>
    Promise.all(paths.filter((path): path is string => Boolean(path)).map((path) => deleteStoredImage(fileStore, path).catch(() => {})));

  return {
    /** Branding for the sign-in page of the tenant whose console lives at `baseUrl`; empty when none does. */
    async optionsForBaseUrl(baseUrl: string): Promise<CallOutput<Calls['getWhiteLabelOptions']>> {
      const wanted = normalizeBaseUrl(baseUrl);
      if (!wanted) return {};
      const row = await repo.findByAdminUrl(wanted);
      if (!row) return {};
      return {
        ...(row.signinLogo ? { signin_logo: row.signinLogo } : {}),
        ...(row.dashboardLogo ? { dashboard_logo: row.dashboardLogo } : {}),
        ...(row.customTabBackground ? { custom_tab_background: row.customTabBackground } : {}),
      };
    },

    async details(tenantId: number): Promise<TWhiteLabel> {
      const tenant = await tenantOf(tenantId);
      return toWire(tenant, await repo.findByTenant(tenantId));
    },

    /** The tenant as an audit entry names it (its cloud id) and its subscriber-level provisioning; undefined when there is none. */
    async tenantFacts(tenantId: number): Promise<{ cloudId: string; allowAllUsers: boolean } | undefined> {
      const tenant = await repo.findTenant(tenantId);
      return tenant && { cloudId: tenant.cloudId, allowAllUsers: tenant.allowAllUsers };
    },

    /** The tenant's flags App Management reads; a tenant without a white label is neither textable nor has call history. */
    async companyFlags(cloudId: string): Promise<{ textable: boolean; call_history: boolean }> {
      const row = await repo.findByCloudId(cloudId);
      return { textable: row?.textable ?? false, call_history: row?.callHistory ?? false };
    },

    /**
     * Every check runs before anything is stored; the images are stored before the row changes, and
     * removed again when the row cannot be saved. Replaced images go once the save has committed.
     */
    async save(form: TWhiteLabelForm, files: UploadedFile[], userId: number): Promise<MessageAnswer & { id: number }> {
      const tenant = await tenantOf(form.subscriber_id);
      const existing = await repo.findByTenant(tenant.id);
      if (!form.email_password && !existing?.emailPasswordSealed) throw fieldError('email_password', MESSAGES.allFieldsMandatory);
      // The server connects to this host with the tenant's mail: it must not be one of its own or its network's.
      if (!allowInternalMailHosts && (await resolvesToInternalAddress(form.email_host))) throw fieldError('email_host', MESSAGES.mailHostNotAllowed);
      requireRetypedSecrets({
        stored: existing?.emailPasswordSealed ? mailDestination(existing.emailHost, existing.emailPort, existing.emailUsername) : undefined,
        next: mailDestination(form.email_host, form.email_port, form.email_username),
        typed: { email_password: form.email_password },
        message: MESSAGES.retypeMailSecret,
      });
      if (!existing) {
        const missing = REQUIRED_WHITE_LABEL_IMAGES.filter((name) => !files.some((file) => file.field === name));
        if (missing.length > 0) {
          throw new AppError('VALIDATION_FAILED', MESSAGES.allImagesMandatory, Object.fromEntries(missing.map((name) => [name, MESSAGES.allImagesMandatory])));
        }
      }
      // The sign-in page finds its tenant by this URL: two tenants at one address would show one's branding to the other.
      if (await repo.findByAdminUrl(normalizeBaseUrl(form.admin_base_url), tenant.id)) {
        throw fieldError('admin_base_url', MESSAGES.whiteLabelAdminUrlTaken);
      }
      const images = await storeUploads(files);
      const imageColumns = Object.fromEntries(Object.entries(images).map(([name, path]) => [IMAGE_COLUMN[name as WhiteLabelImage], path]));
      let id: number;
      try {
        id = await repo.save(tenant, {
          ...toColumns(form, userId),
          ...imageColumns,
          // Empty keeps the stored password (spec README decision 7).
          ...(form.email_password ? { emailPasswordSealed: secrets.seal(form.email_password) } : {}),
        });
      } catch (error) {
        await removeImages(Object.values(images));
        // The check above cannot see a save of another tenant's running at the same moment; the index can.
        if (isUniqueViolation(error, 'white_labels_admin_base_url_idx')) throw fieldError('admin_base_url', MESSAGES.whiteLabelAdminUrlTaken);
        throw error;
      }
      if (existing) await removeImages(Object.keys(images).map((name) => existing[IMAGE_COLUMN[name as WhiteLabelImage]]));
      return { ...messageAnswer(MESSAGES.whiteLabelSaved), id };
    },

    /** Subscriber-level provisioning: 2xx when on, 404 with a message when off (the console reads failure as off). */
    async requireAllUsers(tenantId: number): Promise<{ enabled: true }> {
      const tenant = await tenantOf(tenantId, 'subscriberId');
      if (!tenant.allowAllUsers) throw new AppError('NOT_FOUND', MESSAGES.subscriberProvisioningOff);
      return { enabled: true };
    },

    async setAllUsers(tenantId: number, cloudId: string, allow: boolean): Promise<MessageAnswer & { allow_all_users: boolean }> {
      const tenant = await tenantOf(tenantId, 'subscriberId');
      if (tenant.cloudId !== cloudId) throw fieldError('cloudId', MESSAGES.subscriberCloudIdMismatch);
      await repo.setAllowAllUsers(tenant.id, allow);
      return { ...messageAnswer(allow ? MESSAGES.subscriberProvisioningOn : MESSAGES.subscriberProvisioningDisabled), allow_all_users: allow };
    },
  };
}

export type WhiteLabelService = ReturnType<typeof createWhiteLabelService>;
