import { normalName } from './cities.js';
import type { Pin } from './weather-model.js';

/** The three services the simulator answers, each on the path the real one uses: the parts a fault is set on. */
export const SERVICES = ['openweathermap', 'geocoding', 'forecast'] as const;
export type Service = (typeof SERVICES)[number];

export type RequestCounts = { total: number; byService: Record<Service, number> };

export type { Faults } from '@mamt/simulator-kit';

/** The weather a test fixed for a city (`/__simulator/weather`), until reset; a city is found in any case and spacing. */
export function createPins() {
  const pins = new Map<string, Pin>();
  return {
    pin: (city: string, pin: Pin) => void pins.set(normalName(city), pin),
    pinOf: (city: string): Pin | undefined => pins.get(normalName(city)),
    clear: () => pins.clear(),
  };
}
