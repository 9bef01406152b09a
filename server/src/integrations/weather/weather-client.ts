/** The weather services the product can ask: OpenWeatherMap (with a key) or Open-Meteo (no key). */
export type WeatherProvider = 'openweathermap' | 'open-meteo';

/**
 * The weather now in one city, in the words the dashboard reads: `main` is OpenWeatherMap's group
 * word (Clear, Clouds, Rain, Snow, Thunderstorm, Drizzle, Fog, ...), whichever service answered.
 */
export type WeatherNow = {
  name: string;
  tempCelsius: number;
  main: string;
  description: string;
  /** When the service measured it. */
  observedAt: Date;
};

/** One weather service behind the product's interface; a failure is always a WeatherError. */
export type WeatherClient = {
  readonly provider: WeatherProvider;
  current(city: string): Promise<WeatherNow>;
};
