import { useEffect, useState } from 'react';
import { getWhiteLabelOptions } from '@mamt/contract/white-label/get-white-label-options';
import { API_BASE, rpcCall } from '../../../lib/rpc';

const IMAGE_KEYS = ['signin_logo', 'dashboard_logo', 'custom_tab_background'] as const;

/**
 * White-label images for the sign-in page. When no sign-in logo is stored yet they are asked for
 * once, by the page's origin (document 1 §2), and kept in localStorage.
 */
export function useBranding(): { signinLogo: string | null; background: string | null } {
  const [stored, setStored] = useState(() => ({
    signinLogo: localStorage.getItem('signin_logo'),
    background: localStorage.getItem('custom_tab_background'),
  }));
  useEffect(() => {
    if (localStorage.getItem('signin_logo')) return;
    let cancelled = false;
    rpcCall(getWhiteLabelOptions, { base_url: window.location.origin })
      .then((options) => {
        for (const key of IMAGE_KEYS) {
          const value = options[key];
          if (value) localStorage.setItem(key, value);
        }
        if (!cancelled) setStored({ signinLogo: options.signin_logo ?? null, background: options.custom_tab_background ?? null });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
  return {
    signinLogo: stored.signinLogo ? `${API_BASE}${stored.signinLogo}` : null,
    background: stored.background ? `${API_BASE}${stored.background}` : null,
  };
}
