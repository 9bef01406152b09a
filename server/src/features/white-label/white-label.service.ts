import { eq, sql } from 'drizzle-orm';
import type { CallOutput, Calls } from '@mamt/contract';
import type { Db } from '../../db/open-db.js';
import { whiteLabels } from '../../db/schema.js';

/** "https://Console.Acme.com/" and "https://console.acme.com" name the same site. */
export function normalizeBaseUrl(url: string): string {
  try {
    return new URL(url).origin.toLowerCase();
  } catch {
    return url.trim().replace(/\/+$/, '').toLowerCase();
  }
}

export function createWhiteLabelService(db: Db) {
  return {
    /** Branding for the sign-in page of the tenant whose console lives at `baseUrl`; empty when none does. */
    async optionsForBaseUrl(baseUrl: string): Promise<CallOutput<Calls['getWhiteLabelOptions']>> {
      const wanted = normalizeBaseUrl(baseUrl);
      if (!wanted) return {};
      const [row] = await db
        .select()
        .from(whiteLabels)
        .where(eq(sql`rtrim(lower(${whiteLabels.adminBaseUrl}), '/')`, wanted))
        .limit(1);
      if (!row) return {};
      return {
        ...(row.signinLogo ? { signin_logo: row.signinLogo } : {}),
        ...(row.dashboardLogo ? { dashboard_logo: row.dashboardLogo } : {}),
        ...(row.customTabBackground ? { custom_tab_background: row.customTabBackground } : {}),
      };
    },
  };
}

export type WhiteLabelService = ReturnType<typeof createWhiteLabelService>;
