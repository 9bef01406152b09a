import { describe, expect, it } from 'vitest';
import { CITIES, weatherAt } from '../src/index.js';

const HOUR = 3_600_000;
const placeOf = (name: string) => {
  const city = CITIES.find((each) => each.name === name)!;
  return { key: city.name, latitude: city.latitude, longitude: city.longitude, timeZone: city.timeZone, climate: city.climate };
};
const hoursFrom = (start: string, count: number) => Array.from({ length: count }, (_, i) => new Date(Date.parse(start) + i * HOUR));

describe('the weather model', () => {
  it('is the same for the same place and time, and changes over a day (the demo looks alive)', () => {
    const toronto = placeOf('Toronto');
    const at = new Date('2025-01-10T15:00:00Z');
    expect(weatherAt(toronto, at)).toEqual(weatherAt(toronto, at));
    const temps = new Set(hoursFrom('2025-01-10T00:00:00Z', 24).map((hour) => weatherAt(toronto, hour).temp));
    expect(temps.size).toBeGreaterThan(12);
  });

  it('lets precipitation fall as snow only in the cold, and rain, drizzle or thunder only above freezing', () => {
    for (const name of ['Toronto', 'Chicago', 'New York']) {
      for (const hour of hoursFrom('2025-01-01T00:00:00Z', 24 * 60)) {
        const { temp, condition } = weatherAt(placeOf(name), hour);
        if (condition.main === 'Snow') expect(temp).toBeLessThanOrEqual(2);
        if (['Rain', 'Drizzle', 'Thunderstorm'].includes(condition.main)) expect(temp).toBeGreaterThan(0.5);
      }
    }
    // Thousands of hours of three climates: well under a second alone, longer on a machine busy with other suites.
  }, 30_000);

  it("draws only the skies of a city's climate, the most common most often", () => {
    const phoenix = placeOf('Phoenix');
    const seen = new Map<string, number>();
    for (const hour of hoursFrom('2025-03-01T00:00:00Z', 24 * 90)) {
      const main = weatherAt(phoenix, hour).condition.main;
      seen.set(main, (seen.get(main) ?? 0) + 1);
    }
    expect([...seen.keys()].every((main) => ['Clear', 'Clouds', 'Rain', 'Thunderstorm', 'Snow'].includes(main))).toBe(true);
    expect(Math.max(...seen.values())).toBe(seen.get('Clear'));
  }, 30_000);

  it('knows day from night by the local sunrise and sunset', () => {
    const newYork = placeOf('New York');
    expect(weatherAt(newYork, new Date('2025-06-21T16:00:00Z')).isDay).toBe(true); // noon EDT
    expect(weatherAt(newYork, new Date('2025-06-21T06:00:00Z')).isDay).toBe(false); // 02:00 EDT
    const { sunrise, sunset } = weatherAt(newYork, new Date('2025-06-21T16:00:00Z'));
    expect((sunset.getTime() - sunrise.getTime()) / HOUR).toBeCloseTo(15.1, 0); // the longest day
  });
});
