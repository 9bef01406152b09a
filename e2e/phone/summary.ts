import type { XmlValue } from './account-xml.js';
import type { Provisioned } from './phone.js';

/** Elements that hold a secret: shown masked unless asked, so that a terminal log does not leak them. */
const SECRETS = new Set(['password', 'cloud_password']);

/** The lines the `phone` command prints for an answer: status, then the error or every account element. */
export function formatAnswer(result: Provisioned, showSecrets = false): string[] {
  if (result.answer.kind === 'error') return [`${result.status} error: ${result.answer.message}`];
  const account = result.answer.account;
  const lines = [`${result.status} account: ${String(account.title)}`];
  for (const [name, value] of Object.entries(account)) {
    if (name === 'title') continue;
    const text = SECRETS.has(name) && !showSecrets && typeof value === 'string' ? maskSecret(value) : render(value);
    lines.push(`  ${name.padEnd(24)} ${text}`);
  }
  return lines;
}

export function maskSecret(value: string): string {
  return value.length <= 8 ? value.replace(/./g, '•') : `${value.slice(0, 3)}…(${value.length} chars)`;
}

function render(value: XmlValue): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
