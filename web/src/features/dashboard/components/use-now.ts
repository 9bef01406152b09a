import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs` (the clock ticks each second; the date follows it past midnight). */
export function useNow(everyMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
