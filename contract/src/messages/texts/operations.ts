/** Messages of the dashboard (monitoring, weather) and System Logs (document 1 §2, §7, §8; document 3 /logs). */
export const OPERATIONS_TEXTS = {
  // System Logs ('Unable to get the data', logsUnavailable, is the spec's own: texts/spec-areas.ts)
  logsLevelInvalid: 'level may be Error, Info, Panic or Audit only',
  logsTimeInvalid: 'start and end are times in nanoseconds since 1970, start before end',
  logsLimitInvalid: 'limit is a whole number from 1 to {max}',
  logsKindInvalid: 'kinds may hold audit, error, warning, request, job and info only',
  logsCursorInvalid: 'before and after are entry times in nanoseconds; give one of them, not both',
  // Monitoring (hitPrometheus): only the dashboard's own queries run
  monitoringQueryUnknown: 'query may be only one of the dashboard\'s queries: {names}',
  monitoringFunctionInvalid: 'function_type may be query or query_range only',
  monitoringTimeInvalid: 'time, start and end are Unix times in seconds',
  monitoringRangeInvalid: 'A range needs start before end, at most {maxMinutes} minutes apart, and a step of at least {minStep} s (at most {maxPoints} points)',
  monitoringUnavailable: 'The monitoring server could not be reached; the figures are unavailable for now.',
  // Weather
  weatherCityUnknown: 'city may be only one of the dashboard\'s cities: {cities}',
  weatherUnitsInvalid: 'units may be metric only',
  weatherUnavailable: 'The weather service could not be reached; the weather is unavailable for now.',
} as const;
