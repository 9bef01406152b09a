/** The `phone` command's commands and options; see cli.ts. */
import { parseArgs } from 'node:util';
import { loadState, provision, reprovision, saveState, scanEml, readQrFromEml, type Provisioned, type ProvisionRequest } from './phone.js';
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
} as const;

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
    throw new Error(`Unknown command ${JSON.stringify(command ?? '')}: use qr, scan, login or reprovision`);
  }
  for (const line of formatAnswer(result, values['show-secrets'])) print(line);
  if (result.state) {
    await saveState(values.state, result.state);
    print(`State saved to ${values.state}`);
  }
  return result.answer.kind === 'account' ? 0 : 1;
}
