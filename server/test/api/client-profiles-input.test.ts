import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientProfiles } from '../../src/db/schema.js';
import { usePlatformApp } from '../support/platform-app.js';

const app = usePlatformApp();
let admin: string;

beforeAll(async () => {
  admin = await app.t.login('acme', 'acme-admin');
});

const fields = (extra: Record<string, unknown> = {}) => ({
  profilename: 'Acme SIP',
  cloud_id: 'acme',
  domain: 'acme.demo',
  outboundproxyenabled: 1,
  outboundproxyhost: 'sbc.acme.example',
  port: 5060,
  ...extra,
});

type Answer = { id: number; message: string; messageId?: string; fieldErrors?: Record<string, string> };
async function save(body: Record<string, unknown>): Promise<{ status: number; body: Answer }> {
  const response = await app.t.call('profileCreateUpdate', body, admin);
  return { status: response.statusCode, body: response.json() as Answer };
}

async function saved(body: Record<string, unknown>) {
  const answer = await save(body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const detail = (await app.t.call('profileDetail', { id: answer.body.id }, admin)).json();
  await app.t.call('deleteProfile', { id: answer.body.id }, admin);
  return detail;
}

const stored = () => app.t.database.db.select({ id: clientProfiles.id }).from(clientProfiles).where(eq(clientProfiles.cloudId, 'acme'));

describe('client profile input', () => {
  it('names every missing mandatory field with the spec message', async () => {
    const answer = await save({ domain: 'acme.demo', transport: '', ringingtone: '' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Fields with * are mandatory!');
    expect(Object.keys(answer.body.fieldErrors ?? {}).sort()).toEqual(
      ['outboundproxyenabled', 'outboundproxyhost', 'port', 'profilename', 'ringingtone', 'subscriber_id', 'transport'],
    );
    expect(new Set(Object.values(answer.body.fieldErrors ?? {}))).toEqual(new Set(['Fields with * are mandatory!']));
  });

  it('refuses bad values, each under its field', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ expires: '1234' }, 'expires', 'Expires value can not be greater than 3'],
      [{ expires: '6a' }, 'expires', 'Expires must be a whole number of seconds'],
      [{ port: 0 }, 'port', 'The port must be a whole number from 1 to 65535'],
      [{ port: '65536' }, 'port', 'The port must be a whole number from 1 to 65535'],
      [{ transport: 'sctp' }, 'transport', 'Transport may be only: udp, tcp, tls'],
      [{ dtmforder: 'rfc2833,inband' }, 'dtmforder', 'DTMF order may list only: rfc2833, info, audio'],
      [{ dtmforder: 'info,audio,info' }, 'dtmforder', 'DTMF order lists info twice'],
      [{ outboundproxyhost: 'sbc acme' }, 'outboundproxyhost', 'Enter a host name or address, optionally with :port'],
      [{ outboundproxyenabled: 'maybe' }, 'outboundproxyenabled', 'Choose yes or no'],
      [{ domain: '', extension: '1001' }, 'domain', 'Choose a domain for an extension profile'],
      [{ cloud_id: undefined, subscriber_id: 999999 }, 'subscriber_id', 'Choose an existing subscriber'],
    ];
    for (const [extra, field, message] of cases) {
      const answer = await save(fields(extra));
      expect([answer.status, answer.body.fieldErrors?.[field]], JSON.stringify(extra)).toEqual([400, message]);
    }
    expect(await stored()).toEqual([]);
  });

  it('refuses raw elements the app cannot read, that the product sets, twice, or too many', async () => {
    const refused: Array<[unknown[], string, string]> = [
      [[{ name: 'password', value: 'x' }], 'extra_elements.0.name', 'Element password is set by the product and cannot be overridden'],
      // A `mamt_` name is refused for its reserved prefix, whether or not the product sets it today.
      [[{ name: 'ok', value: '' }, { name: 'mamt_textable', value: '1' }], 'extra_elements.1.name', "Element mamt_textable starts with mamt_, which is reserved for the product's own elements: choose another name"],
      [[{ name: 'mamt_custom', value: '1' }], 'extra_elements.0.name', "Element mamt_custom starts with mamt_, which is reserved for the product's own elements: choose another name"],
      [[{ name: 'MAMT_Custom', value: '1' }], 'extra_elements.0.name', "Element MAMT_Custom starts with mamt_, which is reserved for the product's own elements: choose another name"],
      [[{ name: '9lives', value: '' }], 'extra_elements.0.name', 'Element name 9lives is not valid: start with a letter or _, then letters, digits, _ . or - (at most 64)'],
      [[{ name: '', value: 'v' }], 'extra_elements.0.name', 'Fields with * are mandatory!'],
      [[{ name: 'codecOrder', value: 'a' }, { name: 'CodecOrder', value: 'b' }], 'extra_elements.1.name', 'Element CodecOrder is listed twice'],
      [[{ name: 'long', value: 'x'.repeat(1025) }], 'extra_elements.0.value', 'At most 1024 characters'],
      [Array.from({ length: 51 }, (_, i) => ({ name: `e${i}`, value: '' })), 'extra_elements', 'At most 50 extra elements'],
    ];
    for (const [elements, field, message] of refused) {
      const answer = await save(fields({ extra_elements: elements }));
      expect([answer.status, answer.body.fieldErrors?.[field]], field).toEqual([400, message]);
    }
    const kept = await saved(fields({ extra_elements: [{ name: 'codecOrder', value: ' 0,8 ' }, { name: 'keepAlivePeriod', value: '30' }] }));
    expect(kept.extra_elements).toEqual([{ name: 'codecOrder', value: ' 0,8 ' }, { name: 'keepAlivePeriod', value: '30' }]);
  });

  it('takes yes/no flags in every form and answers 1/0, with the defaults of the spec', async () => {
    for (const [sent, answered] of [[true, 1], ['yes', 1], ['1', 1], [1, 1], ['TRUE', 1], [false, 0], ['No', 0], ['0', 0], [0, 0]] as const) {
      const detail = await saved(fields({ outboundproxyenabled: sent, pushblockreg: sent }));
      expect([detail.outboundproxyenabled, detail.pushblockreg], String(sent)).toEqual([answered, answered]);
    }
    const defaults = await saved(fields());
    expect(defaults).toMatchObject({ transport: 'udp', pushblockreg: 0, expires: null, dtmforder: '', ringingtone: 'periodic(sine(2000ms,2000,440Hz),silence(4000ms))' });
    const trimmed = await saved(fields({ transport: 'TCP', dtmforder: ' Info , audio', expires: 999, port: '5080' }));
    expect(trimmed).toMatchObject({ transport: 'tcp', dtmforder: 'info,audio', expires: 999, port: 5080 });
  });

  it('checks the extension against the platform users of its domain', async () => {
    const unknown = await save(fields({ extension: '9999' }));
    expect([unknown.status, unknown.body.fieldErrors]).toEqual([400, { extension: 'Extension 9999 is not a user of domain acme.demo' }]);
    const detail = await saved(fields({ extension: '1002' }));
    expect(detail).toMatchObject({ level: 'extension', domain: 'acme.demo', extension: '1002' });
  });

  it('writes nothing when the platform cannot be asked (502)', async () => {
    app.simulator.control.setFaults({ status500: true, object: 'subscriber' });
    const down = await save(fields({ extension: '1003' }));
    expect(down.status).toBe(502);
    expect(down.body.message).toContain('NetSapiens');
    expect(await stored()).toEqual([]);
  });
});
