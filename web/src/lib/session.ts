/**
 * What the browser keeps of a session (document 1 §3): token, authenticated flag, profile image
 * path and the user's creds. Kept in localStorage under the names the spec lists.
 */
export type Creds = {
  id: number;
  name: string;
  username: string;
  user_type: string;
  cloud_id: string;
  superuser: boolean;
};

const KEYS = { token: 'token', authenticated: 'authenticated', profileURL: 'profileURL', creds: 'creds' } as const;

export function getToken(): string | null {
  return localStorage.getItem(KEYS.token);
}

export function getCreds(): Creds | null {
  const raw = localStorage.getItem(KEYS.creds);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Creds;
  } catch {
    return null;
  }
}

export function getProfileUrl(): string {
  return localStorage.getItem(KEYS.profileURL) ?? '';
}

export function setProfileUrl(url: string): void {
  localStorage.setItem(KEYS.profileURL, url);
  window.dispatchEvent(new Event('session-changed'));
}

export function saveSession(token: string, creds: Creds, profileUrl: string): void {
  localStorage.setItem(KEYS.token, token);
  localStorage.setItem(KEYS.authenticated, 'true');
  localStorage.setItem(KEYS.profileURL, profileUrl);
  localStorage.setItem(KEYS.creds, JSON.stringify(creds));
  window.dispatchEvent(new Event('session-changed'));
}

/** Sign-out keeps theme and language choices; only the session goes. */
export function clearSession(): void {
  localStorage.removeItem(KEYS.token);
  localStorage.removeItem(KEYS.profileURL);
  localStorage.removeItem(KEYS.creds);
  localStorage.setItem(KEYS.authenticated, 'false');
  window.dispatchEvent(new Event('session-changed'));
}
