import { styleText } from 'node:util';

export type LogFormat = 'json' | 'pretty';

/** Where log lines go: process.stdout, or a stand-in of it in tests. */
export type LogOut = { write: (text: string) => unknown; isTTY?: boolean; hasColors?: () => boolean };

/**
 * JSON for whatever reads the log (a collector, a file, e2e/server.log); readable lines for a person
 * at a terminal. LOG_FORMAT decides when set; otherwise a terminal gets readable lines.
 */
export function logFormatOf(setting: LogFormat | undefined, out: LogOut): LogFormat {
  return setting ?? (out.isTTY ? 'pretty' : 'json');
}

const LEVELS: Record<number, { label: string; color: Parameters<typeof styleText>[0] }> = {
  10: { label: 'TRACE', color: 'gray' },
  20: { label: 'DEBUG', color: 'blue' },
  30: { label: 'INFO', color: 'green' },
  40: { label: 'WARN', color: 'yellow' },
  50: { label: 'ERROR', color: 'red' },
  60: { label: 'FATAL', color: 'magenta' },
};

// Said by the line's head or its own words below; pid and hostname tell a person at a terminal nothing.
const SHOWN_APART = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime', 'err']);

const clock = (time: unknown) => {
  const date = new Date(typeof time === 'number' ? time : Date.now());
  return [date.getHours(), date.getMinutes(), date.getSeconds()].map((part) => String(part).padStart(2, '0')).join(':');
};

const valueText = (value: unknown) => (typeof value === 'string' && /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value));

type Line = Record<string, unknown> & {
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  err?: { type?: string; message?: string; stack?: string };
};

/**
 * One JSON log line as a person reads it: `12:04:05 INFO  [req-1] request completed GET /x 200 3 ms`,
 * other fields as key=value, an error's stack on the lines below. The line is the one the JSON
 * format would write, so whatever the serializers withhold (credentials, query values) stays out.
 */
export function formatLogLine(json: string, colors = false): string {
  let line: Line;
  try {
    line = JSON.parse(json) as Line;
  } catch {
    return json.trimEnd();
  }
  const level = LEVELS[Number(line.level)] ?? { label: String(line.level ?? ''), color: 'white' as const };
  const parts = [clock(line.time), colors ? styleText(level.color, level.label.padEnd(5)) : level.label.padEnd(5)];
  if (line.reqId !== undefined) parts.push(`[${String(line.reqId)}]`);
  if (line.msg !== undefined) parts.push(String(line.msg));
  if (line.req) parts.push(`${line.req.method ?? ''} ${line.req.url ?? ''}`.trim());
  if (line.res?.statusCode !== undefined) parts.push(String(line.res.statusCode));
  if (typeof line.responseTime === 'number') parts.push(`${Math.round(line.responseTime)} ms`);
  for (const [key, value] of Object.entries(line)) if (!SHOWN_APART.has(key)) parts.push(`${key}=${valueText(value)}`);
  const head = parts.join(' ');
  if (!line.err) return head;
  const detail = line.err.stack || `${line.err.type ?? 'Error'}: ${line.err.message ?? ''}`;
  return `${head}\n${detail.replace(/^/gm, '    ')}`;
}

/** The destination of pino's lines in the readable format: each line rewritten as it is written. */
export function prettyStream(out: LogOut) {
  const colors = out.hasColors?.() ?? false;
  return { write: (json: string) => out.write(`${formatLogLine(json, colors)}\n`) };
}

/** What the logger options need for the chosen format: nothing for JSON (pino's own stdout). */
export function logDestination(setting: LogFormat | undefined, out: LogOut = process.stdout): { stream?: ReturnType<typeof prettyStream> } {
  return logFormatOf(setting, out) === 'pretty' ? { stream: prettyStream(out) } : {};
}
