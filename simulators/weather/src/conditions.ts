/**
 * The skies the simulator draws from: OpenWeatherMap's condition (group word `main`, id, description,
 * icon) and the WMO weather code Open-Meteo reports for the same sky.
 * See https://openweathermap.org/weather-conditions and Open-Meteo's WMO code table.
 */
export const CONDITION_GROUPS = ['Clear', 'Clouds', 'Fog', 'Drizzle', 'Rain', 'Snow', 'Thunderstorm'] as const;
export type ConditionGroup = (typeof CONDITION_GROUPS)[number];

export type Condition = {
  main: ConditionGroup;
  /** OpenWeatherMap's condition id. */
  id: number;
  description: string;
  /** The icon without its day/night letter (`01` -> `01d` or `01n`). */
  icon: string;
  /** Open-Meteo's WMO weather code for the same sky. */
  wmo: number;
  /** Cloud cover, percent. */
  clouds: number;
  /** Precipitation, mm in the last hour. */
  precipitation: number;
  visibility: number;
};

/**
 * Lighter variants first: a pinned sky takes the first of its group. Each WMO code is one that
 * Open-Meteo's clients read back as the same group (1, "mainly clear", would read as Clear).
 */
export const CONDITIONS: Record<ConditionGroup, readonly Condition[]> = {
  Clear: [
    { main: 'Clear', id: 800, description: 'clear sky', icon: '01', wmo: 0, clouds: 0, precipitation: 0, visibility: 10000 },
  ],
  Clouds: [
    { main: 'Clouds', id: 801, description: 'few clouds', icon: '02', wmo: 2, clouds: 20, precipitation: 0, visibility: 10000 },
    { main: 'Clouds', id: 802, description: 'scattered clouds', icon: '03', wmo: 2, clouds: 40, precipitation: 0, visibility: 10000 },
    { main: 'Clouds', id: 803, description: 'broken clouds', icon: '04', wmo: 3, clouds: 75, precipitation: 0, visibility: 10000 },
    { main: 'Clouds', id: 804, description: 'overcast clouds', icon: '04', wmo: 3, clouds: 100, precipitation: 0, visibility: 10000 },
  ],
  Fog: [
    { main: 'Fog', id: 741, description: 'fog', icon: '50', wmo: 45, clouds: 100, precipitation: 0, visibility: 400 },
  ],
  Drizzle: [
    { main: 'Drizzle', id: 300, description: 'light intensity drizzle', icon: '09', wmo: 51, clouds: 90, precipitation: 0.2, visibility: 8000 },
    { main: 'Drizzle', id: 301, description: 'drizzle', icon: '09', wmo: 53, clouds: 100, precipitation: 0.5, visibility: 7000 },
  ],
  Rain: [
    { main: 'Rain', id: 500, description: 'light rain', icon: '10', wmo: 61, clouds: 90, precipitation: 0.6, visibility: 9000 },
    { main: 'Rain', id: 501, description: 'moderate rain', icon: '10', wmo: 63, clouds: 100, precipitation: 2.4, visibility: 6000 },
    { main: 'Rain', id: 521, description: 'shower rain', icon: '09', wmo: 80, clouds: 75, precipitation: 1.5, visibility: 7000 },
  ],
  Snow: [
    { main: 'Snow', id: 600, description: 'light snow', icon: '13', wmo: 71, clouds: 90, precipitation: 0.3, visibility: 5000 },
    { main: 'Snow', id: 601, description: 'snow', icon: '13', wmo: 73, clouds: 100, precipitation: 1.1, visibility: 2500 },
  ],
  Thunderstorm: [
    { main: 'Thunderstorm', id: 200, description: 'thunderstorm with light rain', icon: '11', wmo: 95, clouds: 100, precipitation: 1.8, visibility: 6000 },
    { main: 'Thunderstorm', id: 211, description: 'thunderstorm', icon: '11', wmo: 95, clouds: 100, precipitation: 0.8, visibility: 8000 },
  ],
};

export const isConditionGroup = (value: unknown): value is ConditionGroup => CONDITION_GROUPS.includes(value as ConditionGroup);
