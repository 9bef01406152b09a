import { useSyncExternalStore } from 'react';
import { getCreds, getProfileUrl, getToken, type Creds } from './session';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('session-changed', onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener('session-changed', onChange);
    window.removeEventListener('storage', onChange);
  };
}

const snapshot = () => `${getToken() ?? ''}|${localStorage.getItem('creds') ?? ''}|${getProfileUrl()}`;

/** The stored session, re-read whenever it changes (sign-in, sign-out, profile picture, other tabs). */
export function useSession(): { token: string | null; creds: Creds | null; profileUrl: string } {
  useSyncExternalStore(subscribe, snapshot);
  return { token: getToken(), creds: getCreds(), profileUrl: getProfileUrl() };
}
