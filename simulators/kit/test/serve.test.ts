import { afterEach, describe, expect, it } from 'vitest';
import { json, send, serve, type Handle, type Listening } from '../src/index.js';

let running: Listening | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

const start = async (handle: Handle, onError?: Parameters<typeof serve>[1]) => {
  running = serve(handle, onError);
  return running.listen(0);
};

describe('serve', () => {
  it('listens on a free port of the loopback and answers the URL it is reached at', async () => {
    const url = await start(async (_req, res) => send(res, json(200, { ok: true })));
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await (await fetch(url)).json()).toEqual({ ok: true });
  });

  it("answers a handler's throw with 500 and the error, or as the simulator says", async () => {
    const failing: Handle = async () => {
      throw new Error('broken');
    };
    const url = await start(failing);
    const answer = await fetch(url);
    expect([answer.status, await answer.json()]).toEqual([500, { error: 'Error: broken' }]);
    await running!.close();
    const own = await start(failing, (res, error) => send(res, { status: 503, body: `${(error as Error).message}\n`, type: 'text/plain' }));
    expect(await (await fetch(own)).text()).toBe('broken\n');
  });

  it('refuses to listen on a port already taken, and closes while a request hangs', async () => {
    const url = await start(() => new Promise<void>(() => undefined));
    const hanging = fetch(url).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(serve(async () => undefined).listen(Number(new URL(url).port))).rejects.toThrow(/EADDRINUSE/);
    await running!.close();
    running = undefined;
    expect(await hanging).toBeInstanceOf(Error);
  });
});

describe('send', () => {
  it('writes JSON with its type and length, a text as it is, and no body with no headers', async () => {
    const answers = [json(200, { a: 'é' }), { status: 500, body: '<soap/>', type: 'text/xml' }, { status: 204 }];
    const url = await start(async (req, res) => send(res, answers[Number(req.url!.slice(1))]!));
    const first = await fetch(`${url}/0`);
    expect([first.headers.get('content-type'), first.headers.get('content-length'), await first.text()]).toEqual(['application/json; charset=utf-8', '10', '{"a":"é"}']);
    const second = await fetch(`${url}/1`);
    expect([second.status, second.headers.get('content-type'), await second.text()]).toEqual([500, 'text/xml', '<soap/>']);
    const third = await fetch(`${url}/2`);
    expect([third.status, third.headers.get('content-type'), third.headers.get('content-length')]).toEqual([204, null, null]);
  });
});
