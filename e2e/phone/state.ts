import fs from 'node:fs/promises';
import type { Account } from './account-xml.js';

/**
 * What the app keeps between starts: where it provisions, the long-lived credentials the service
 * handed it (`cloud_username`, `cloud_password` of the Account XML), its install id, and the last
 * account it received, plus the outcome of the last call.
 */
export type PhoneState = {
  baseUrl: string;
  cloudId: string;
  cloudUsername: string;
  cloudPassword: string;
  installId: string;
  platform: string;
  version: string;
  account: Account;
  last: { status: number; message?: string; at: string };
  /** The outcome of the last registration (register.ts); the account above holds what it registers with. */
  registration?: { status: number; core?: string; expires?: number; reason?: string; at: string };
};

export async function loadState(file: string): Promise<PhoneState> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch {
    throw new Error(`No phone state in ${file}: scan a QR e-mail or log in first`);
  }
  const state = JSON.parse(text) as Partial<PhoneState>;
  for (const key of ['baseUrl', 'cloudId', 'cloudUsername', 'cloudPassword'] as const) {
    if (typeof state[key] !== 'string' || state[key] === '') throw new Error(`The phone state in ${file} has no ${key}`);
  }
  return state as PhoneState;
}

export async function saveState(file: string, state: PhoneState): Promise<void> {
  await fs.writeFile(file, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
}
