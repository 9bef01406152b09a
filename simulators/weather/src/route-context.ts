import type { Pin } from './weather-model.js';

/** What a weather route needs besides the request: the clock, the accepted keys and the pinned weather. */
export type Context = {
  now: () => Date;
  apiKeys: ReadonlySet<string>;
  pinOf: (city: string) => Pin | undefined;
};

/** Rounded as the services write their numbers (two decimals unless told). */
export const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** A number a query parameter holds, or undefined when it holds anything else. */
export function numberParam(params: URLSearchParams, name: string): number | undefined {
  const text = params.get(name);
  if (text === null || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}
