import type { RouteObject } from 'react-router';
import { withTexts } from '../../lib/i18n';
import type { SampleFormKind } from './sample-form-page';

/** The template's sample screens (document 1 §2): inert, no backend. */
const FORM_PAGES: Array<[string, SampleFormKind, 'plain' | 'image' | 'video']> = [
  ['login', 'login', 'plain'],
  ['loginWithBgImg', 'login', 'image'],
  ['loginWithVideo', 'login', 'video'],
  ['signup', 'signup', 'plain'],
  ['signupWithImg', 'signup', 'image'],
  ['signupWithVideo', 'signup', 'video'],
  ['unlockUser', 'unlock', 'plain'],
  ['forgetPwd', 'forget', 'plain'],
  ['resetPwd', 'reset', 'plain'],
];

const NOTICE_PAGES: Array<[string, 'comingSoon' | 'maintenance', 'plain' | 'image' | 'video']> = [
  ['comingsoon', 'comingSoon', 'plain'],
  ['comingsoonImg', 'comingSoon', 'image'],
  ['comingsoonVideo', 'comingSoon', 'video'],
  ['maintenance', 'maintenance', 'plain'],
];

export const templateRoutes: RouteObject[] = [
  ...FORM_PAGES.map(([path, kind, backdrop]) => ({
    path: `/pages/${path}`,
    lazy: withTexts(['pages'], () => import('./sample-form-page').then((m) => ({ Component: () => <m.SampleFormPage kind={kind} backdrop={backdrop} /> }))),
  })),
  ...NOTICE_PAGES.map(([path, kind, backdrop]) => ({
    path: `/pages/${path}`,
    lazy: withTexts(['pages'], () => import('./sample-notice-page').then((m) => ({ Component: () => <m.SampleNoticePage kind={kind} backdrop={backdrop} /> }))),
  })),
];
