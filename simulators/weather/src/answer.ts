import type { Pin } from './weather-model.js';

/** An HTTP answer of one of the simulated services: a JSON value, or a text (an HTML error page). */
export type Answer = { status: number; body: unknown; type?: string };

export const json = (status: number, body: unknown): Answer => ({ status, body });

/** What a route needs besides the request: the clock, the accepted keys and the pinned weather. */
export type Context = {
  now: () => Date;
  apiKeys: ReadonlySet<string>;
  pinOf: (city: string) => Pin | undefined;
};

export const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** A number a query parameter holds, or undefined when it holds anything else. */
export function numberParam(params: URLSearchParams, name: string): number | undefined {
  const text = params.get(name);
  if (text === null || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}
