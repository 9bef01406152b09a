import { z } from 'zod';
import { signedIn } from '../access.js';
import { text } from '../common/fields.js';
import { defineCall } from '../define-call.js';
import { MESSAGES, formatMessage } from '../messages/messages.js';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { scope } from '../scope.js';
import { MONITORING_QUERIES, MONITORING_QUERY_NAMES, MONITORING_RANGE_LIMITS, type MonitoringQueryName } from './monitoring-queries.js';

/** A Unix time in seconds, as Prometheus takes it: a number or a numeric string (fractions allowed). */
const ZUnixSeconds = z
  .union([z.number(), text(32)], { error: MESSAGE_TEXTS.monitoringTimeInvalid })
  .transform((value, ctx) => {
    const seconds = typeof value === 'number' ? value : value === '' ? Number.NaN : Number(value);
    if (Number.isFinite(seconds) && seconds >= 0) return seconds;
    ctx.addIssue({ code: 'custom', message: MESSAGE_TEXTS.monitoringTimeInvalid, input: value });
    return z.NEVER;
  }) as unknown as z.ZodType<number, number | string>;

const rangeMessage = formatMessage(MESSAGES.monitoringRangeInvalid, MONITORING_RANGE_LIMITS).text;
const queryMessage = formatMessage(MESSAGES.monitoringQueryUnknown, { names: MONITORING_QUERY_NAMES.join(', ') }).text;

/** The input as the document gives it: `function_type`, `query`, `time` or `start`/`end`/`step`. */
export const ZHitPrometheusInput = z
  .object({
    function_type: z.enum(['query', 'query_range'], { error: MESSAGE_TEXTS.monitoringFunctionInvalid }),
    query: text(2000).refine((name): name is MonitoringQueryName => Object.hasOwn(MONITORING_QUERIES, name), { error: queryMessage }),
    time: ZUnixSeconds.optional(),
    start: ZUnixSeconds.optional(),
    end: ZUnixSeconds.optional(),
    /** Seconds between points: a number, or a duration such as `15s` or `1m` as Prometheus takes it. */
    step: z.union([z.number(), text(16)], { error: rangeMessage }).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.function_type !== 'query_range') return;
    const step = stepSecondsOf(input.step);
    const { maxMinutes, minStep, maxPoints } = MONITORING_RANGE_LIMITS;
    const { start, end } = input;
    if (start === undefined || end === undefined) {
      ctx.addIssue({ code: 'custom', path: [start === undefined ? 'start' : 'end'], message: rangeMessage });
    } else if (!(end > start) || end - start > maxMinutes * 60) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: rangeMessage });
    } else if (step === undefined || step < minStep || (end - start) / step + 1 > maxPoints) {
      ctx.addIssue({ code: 'custom', path: ['step'], message: rangeMessage });
    }
  });

/** A step in seconds: a number, a numeric string, or `<n>s` / `<n>m` / `<n>h`; undefined when it is none of those. */
export function stepSecondsOf(step: number | string | undefined): number | undefined {
  if (step === undefined) return undefined;
  if (typeof step === 'number') return Number.isFinite(step) && step > 0 ? step : undefined;
  const match = /^(\d+(?:\.\d+)?)(s|m|h)?$/.exec(step.trim());
  if (!match) return undefined;
  const seconds = Number(match[1]) * ({ s: 1, m: 60, h: 3600 } as const)[(match[2] ?? 's') as 's' | 'm' | 'h'];
  return seconds > 0 ? seconds : undefined;
}

/** One point: Unix seconds and the value as a string (Prometheus writes NaN and +Inf as text). */
const ZSample = z.tuple([z.number(), z.string()]);

/** The Prometheus HTTP API's answer (document 1 §3: `data.result[]` with `value` or `values`). */
export const ZPrometheusAnswer = z.object({
  status: z.enum(['success', 'error']),
  data: z.object({
    resultType: z.enum(['vector', 'matrix', 'scalar', 'string']),
    result: z.array(
      z.object({
        metric: z.record(z.string(), z.string()),
        value: ZSample.optional(),
        values: z.array(ZSample).optional(),
      }),
    ),
  }),
  errorType: z.string().optional(),
  error: z.string().optional(),
});
export type PrometheusAnswer = z.output<typeof ZPrometheusAnswer>;

export const hitPrometheus = defineCall({
  name: 'hitPrometheus',
  summary:
    "One of the dashboard's monitoring figures (query: its name) as an instant (function_type query, time) or a range (query_range, start, end, step), in the Prometheus HTTP API's shape. Only the dashboard's queries run; ranges are capped; answers are shared for a few seconds.",
  access: signedIn,
  scope: scope.none,
  effect: 'read',
  input: ZHitPrometheusInput,
  output: ZPrometheusAnswer,
  // Every answer is one already checked against ZPrometheusAnswer (Prometheus' own, when it came in)
  // or built by the host's figures, then shared for seconds: checking it again on each of the many
  // viewers' refreshes cost more than serving it.
  outputCheck: 'passThrough',
  // Seven figures every 30 s, plus refreshes by hand.
  perUserPerMinute: 120,
});
