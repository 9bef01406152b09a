import { MONITORING_RANGE, type MonitoringQueryName, type PrometheusAnswer } from '@mamt/contract';
import { useQuery } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';
import { LIVE_QUERY, dashboardKey } from './query-keys';

const nowInSeconds = () => Math.floor(Date.now() / 1000);

/** An answer that is not a success is a figure we do not have: the card says so, as for a failed call. */
function successful(answer: PrometheusAnswer): PrometheusAnswer {
  if (answer.status !== 'success') throw new Error(answer.error ?? 'The monitoring answer was not a success');
  return answer;
}

/** One of the monitored server's figures as it is now (disk used, memory, CPU). */
export function useInstantFigure(query: MonitoringQueryName) {
  return useQuery({
    queryKey: dashboardKey('figure', query),
    queryFn: () => rpc('hitPrometheus', { function_type: 'query', query, time: nowInSeconds() }).then(successful),
    ...LIVE_QUERY,
  });
}

/** One of the monitored server's figures over the last 5 minutes, a point every 15 s (document 1 §7). */
export function useRangeFigure(query: MonitoringQueryName) {
  return useQuery({
    queryKey: dashboardKey('figure', query),
    queryFn: () => {
      const end = nowInSeconds();
      return rpc('hitPrometheus', {
        function_type: 'query_range',
        query,
        start: end - MONITORING_RANGE.windowSeconds,
        end,
        step: MONITORING_RANGE.stepSeconds,
      }).then(successful);
    },
    ...LIVE_QUERY,
  });
}
