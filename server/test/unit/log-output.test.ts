import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { formatLogLine, logDestination, logFormatOf, type LogOut } from '../../src/lib/log-output.js';
import { serializeLoggedRequest } from '../../src/lib/log-request.js';

/** A stand-in of process.stdout: a terminal (`isTTY`) or a pipe, keeping what is written. */
function output(isTTY: boolean): LogOut & { text: () => string } {
  const written: string[] = [];
  return { isTTY, hasColors: () => false, write: (text: string) => written.push(text), text: () => written.join('') };
}

describe('log output', () => {
  it('prints readable lines to a terminal and JSON to anything else, unless LOG_FORMAT says which', () => {
    expect(logFormatOf(undefined, output(true))).toBe('pretty');
    expect(logFormatOf(undefined, output(false))).toBe('json');
    expect(logFormatOf('json', output(true))).toBe('json');
    expect(logFormatOf('pretty', output(false))).toBe('pretty');
    expect(logDestination(undefined, output(false))).toEqual({});
    expect(loadConfig({ LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'fancy' })).toThrow(/LOG_FORMAT/);
  });

  it("writes a request's lines as a person reads them, with what the JSON line withholds still withheld", async () => {
    const terminal = output(true);
    const app = Fastify({ logger: { level: 'info', ...logDestination(undefined, terminal), serializers: { req: serializeLoggedRequest } } });
    app.get('/qr/:token', async () => 'page');
    await app.inject({ method: 'GET', url: '/qr/AAAAAAAAAAAAAAAAAAAAAA?cloud_password=secret' });
    app.log.info({ tenant: 'acme', note: 'two words' }, 'console ready');
    await app.close();

    const lines = terminal.text().trimEnd().split('\n');
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d INFO {2}\[req-1\] incoming request GET \/qr\/\[redacted\]/);
    expect(lines[1]).toMatch(/^\d\d:\d\d:\d\d INFO {2}\[req-1\] request completed 200 \d+ ms$/);
    expect(lines[2]).toMatch(/^\d\d:\d\d:\d\d INFO {2}console ready tenant=acme note="two words"$/);
    expect(terminal.text()).not.toContain('{"level"');
    expect(terminal.text()).not.toContain('secret');
    expect(terminal.text()).not.toContain('AAAAAAAAAAAAAAAAAAAAAA');
  });

  it("puts an error's stack under its line, and passes a line that is not JSON as it is", () => {
    const line = JSON.stringify({ level: 50, time: Date.now(), pid: 1, hostname: 'h', err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at here' }, msg: 'mail not sent' });
    expect(formatLogLine(line).split('\n')).toEqual([expect.stringMatching(/^\d\d:\d\d:\d\d ERROR mail not sent$/), '    Error: boom', '        at here']);
    expect(formatLogLine('plain words\n')).toBe('plain words');
  });
});
