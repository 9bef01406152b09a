/** The `phone` command's commands and options; see cli.ts. */
import { parseArgs } from 'node:util';
import { loadState, provision, reprovision, saveState, scanEml, readQrFromEml, type PhoneState, type Provisioned, type ProvisionRequest } from './phone.js';
import { registerState, type RegisterOverrides } from './register.js';
import { formatAnswer, maskSecret } from './summary.js';

const OPTIONS = {
  eml: { type: 'string' },
  'base-url': { type: 'string' },
  platform: { type: 'string' },
  'app-version': { type: 'string' },
  'install-id': { type: 'string' },
  'cloud-id': { type: 'string' },
  username: { type: 'string' },
  password: { type: 'string' },
  state: { type: 'string', default: 'phone-state.json' },
  get: { type: 'boolean', default: false },
  'show-secrets': { type: 'boolean', default: false },
  registrar: { type: 'string' },
  'no-register': { type: 'boolean', default: false },
  expires: { type: 'string' },
} as const;

/** `--expires`: a whole number of seconds (0 un-registers). */
function expiresOption(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new Error('--expires must be a whole number of seconds');
  return Number(value);
}

/** Runs one command; returns the exit code. Output goes through `print` so that tests can read it. */
export async function runPhone(argv: string[], print: (line: string) => void = console.log): Promise<number> {
  const { positionals, values } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  const [command] = positionals;
  const need = (name: keyof typeof OPTIONS): string => {
    const value = values[name];
    if (typeof value !== 'string' || value === '') throw new Error(`${command} needs --${name}`);
    return value;
  };
  const device = {
    baseUrl: values['base-url'] ?? process.env.PHONE_BASE_URL ?? 'http://localhost:8080',
    method: values.get ? ('GET' as const) : ('POST' as const),
    ...(values.platform === undefined ? {} : { platform: values.platform }),
    ...(values['app-version'] === undefined ? {} : { version: values['app-version'] }),
    ...(values['install-id'] === undefined ? {} : { installId: values['install-id'] }),
  };
  if (command === 'qr') {
    print(await readQrFromEml(need('eml')));
    return 0;
  }
  const registrar = values.registrar ?? process.env.PHONE_REGISTRAR_URL;
  const expires = expiresOption(values.expires);
  if (command === 'register') {
    if (!registrar) throw new Error('register needs --registrar or PHONE_REGISTRAR_URL');
    // Here --password is the SIP password to register with (a test's wrong one), not a portal password.
    const overrides: RegisterOverrides = { ...(values.password === undefined ? {} : { password: values.password }), ...(expires === undefined ? {} : { expires }) };
    const registered = await registerState(await loadState(values.state), registrar, overrides);
    print(registered.line);
    await saveState(values.state, registered.state);
    return registered.result.kind === 'registered' ? 0 : 1;
  }
  let result: Provisioned;
  if (command === 'scan') {
    const scanned = await scanEml(need('eml'));
    print(`QR code: ${scanned.text.replace(scanned.token, values['show-secrets'] ? scanned.token : maskSecret(scanned.token))}`);
    result = await provision({ ...device, cloudId: scanned.cloudId, username: scanned.login, password: scanned.token });
  } else if (command === 'login') {
    const request: ProvisionRequest = { ...device, cloudId: need('cloud-id'), username: need('username'), password: need('password') };
    result = await provision(request);
  } else if (command === 'reprovision') {
    const overrides = { method: device.method, ...(values['base-url'] === undefined ? {} : { baseUrl: values['base-url'] }) };
    result = await reprovision(await loadState(values.state), overrides);
  } else {
    throw new Error(`Unknown command ${JSON.stringify(command ?? '')}: use qr, scan, login, reprovision or register`);
  }
  for (const line of formatAnswer(result, values['show-secrets'])) print(line);
  if (result.state) {
    const registers = result.answer.kind === 'account' && registrar && !values['no-register'];
    const state = registers ? await registerAfterProvisioning(result.state, registrar, expires, print) : result.state;
    await saveState(values.state, state);
    print(`State saved to ${values.state}`);
  }
  // The provisioning's outcome: a registration that failed is printed, as the app shows it apart.
  return result.answer.kind === 'account' ? 0 : 1;
}

/** The app registers with the account it just received; a registrar that cannot be reached is printed, not thrown. */
async function registerAfterProvisioning(state: PhoneState, registrar: string, expires: number | undefined, print: (line: string) => void): Promise<PhoneState> {
  try {
    const registered = await registerState(state, registrar, expires === undefined ? {} : { expires });
    print(registered.line);
    return registered.state;
  } catch (error) {
    print(`Registration failed: ${(error as Error).message}`);
    return state;
  }
}
