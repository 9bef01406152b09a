import type { WhiteLabelImage } from '@mamt/contract';
import type { whiteLabels } from '../db/schema.js';

/**
 * The column of each white-label upload: the White Label screen stores them there, and a tenant's
 * delete removes the files they name.
 */
export const IMAGE_COLUMN = {
  signin_logo: 'signinLogo',
  dashboard_logo: 'dashboardLogo',
  custom_tab_background: 'customTabBackground',
  app_signin_background: 'appSigninBackground',
  app_signin_logo: 'appSigninLogo',
} as const satisfies Record<WhiteLabelImage, keyof typeof whiteLabels.$inferSelect>;
