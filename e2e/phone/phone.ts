/**
 * A command-line stand-in for the softphone app's provisioning: scan the QR code of the e-mail,
 * provision with it (or with a portal login), keep the credentials the service hands back, and
 * re-provision with them later; then register with the account (register.ts). Used by the `phone`
 * command and imported by e2e tests.
 */
import { randomUUID } from 'node:crypto';
import { accountText } from './account-xml.js';
import { callProvisioning, type ProvisionAnswer, type ProvisionRequest } from './provision.js';
import { readQrFromEml } from './qr-image.js';
import { parseCscCode } from './qr-text.js';
import type { PhoneState } from './state.js';

export { accountText, parseAnswerXml, type Account, type XmlAnswer } from './account-xml.js';
export { callProvisioning, provisioningForm, PROVISIONING_PATH, type ProvisionRequest } from './provision.js';
export { findEml, waitForEml, type MailQuery } from './mail-dir.js';
export { decodeQrPng, readQrFromEml } from './qr-image.js';
export { parseCscCode } from './qr-text.js';
export { register, registerRequestOf, registerState, registrationLine, REGISTER_PATH, type RegisterRequest, type Registration } from './register.js';
export { loadState, saveState, type PhoneState } from './state.js';

export type ScannedQr = { text: string; cloudId: string; login: string; token: string };
/** An answer and the phone's state after it: the new state on an account, the previous one (if any) on an error. */
export type Provisioned = ProvisionAnswer & { state?: PhoneState };

/** Reads the QR code of a QR e-mail (.eml) and splits it into cloud id, login and one-time token. */
export async function scanEml(emlPath: string): Promise<ScannedQr> {
  const text = await readQrFromEml(emlPath);
  const code = parseCscCode(text);
  if (code.login === undefined || code.password === undefined) throw new Error(`The QR code carries no login and token: ${text}`);
  return { text, cloudId: code.cloudId, login: code.login, token: code.password };
}

/** A first provisioning (QR token or portal password): on an account, the state the phone keeps. */
export async function provision(request: ProvisionRequest): Promise<Provisioned> {
  const full = { installId: randomUUID(), platform: 'android', version: 'phone-cli 1.0', ...request };
  const answer = await callProvisioning(full);
  if (answer.answer.kind !== 'account') return answer;
  return { ...answer, state: stateFrom(full, answer) };
}

/** What the app does at every start and every extProvInterval: provision with the stored credentials. */
export async function reprovision(state: PhoneState, overrides: Partial<Pick<ProvisionRequest, 'baseUrl' | 'method'>> = {}): Promise<Provisioned> {
  const request: Complete = {
    baseUrl: state.baseUrl,
    cloudId: state.cloudId,
    username: state.cloudUsername,
    password: state.cloudPassword,
    installId: state.installId,
    platform: state.platform,
    version: state.version,
    ...overrides,
  };
  const answer = await callProvisioning(request);
  if (answer.answer.kind !== 'account') return { ...answer, state: { ...state, last: lastOf(answer) } };
  return { ...answer, state: stateFrom(request, answer) };
}

type Complete = ProvisionRequest & { installId: string; platform: string; version: string };

/** The account's echoed credentials replace what was sent: a QR token or portal password is not kept. */
function stateFrom(request: Complete, answer: ProvisionAnswer): PhoneState {
  if (answer.answer.kind !== 'account') throw new Error('Only an account gives the phone a state');
  const account = answer.answer.account;
  return {
    baseUrl: request.baseUrl,
    cloudId: request.cloudId,
    cloudUsername: accountText(account, 'cloud_username') ?? request.username,
    cloudPassword: accountText(account, 'cloud_password') ?? request.password,
    installId: request.installId,
    platform: request.platform,
    version: request.version,
    account,
    last: lastOf(answer),
  };
}

function lastOf(answer: ProvisionAnswer): PhoneState['last'] {
  const at = new Date().toISOString();
  return answer.answer.kind === 'error' ? { status: answer.status, message: answer.answer.message, at } : { status: answer.status, at };
}
