import { z } from 'zod';
import { signedIn } from '../access.js';
import { text } from '../common/fields.js';
import { defineCall } from '../define-call.js';
import { MESSAGES, formatMessage } from '../messages/messages.js';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { scope } from '../scope.js';
import { WEATHER_CITIES } from './monitoring-queries.js';

const cityMessage = formatMessage(MESSAGES.weatherCityUnknown, { cities: WEATHER_CITIES.join(', ') }).text;

/** The canonical name of one of the dashboard's cities, whatever its case and spacing. */
export function weatherCityOf(city: string): (typeof WEATHER_CITIES)[number] | undefined {
  const wanted = city.trim().replace(/\s+/g, ' ').toLowerCase();
  return WEATHER_CITIES.find((name) => name.toLowerCase() === wanted);
}

/**
 * The current weather of one dashboard city, in the fields the dashboard reads (document 1 §3:
 * `main.temp` in Celsius and `weather[0].main`: Rain, Snow, Clouds, Clear, ...). The server asks the
 * weather service with its own key, so the key never reaches the browser.
 */
export const getWeather = defineCall({
  name: 'getWeather',
  summary: "The current weather of one of the dashboard's cities (Phoenix, Toronto, New York): main.temp (Celsius) and weather[0].main, kept 10 minutes per city.",
  access: signedIn,
  scope: scope.none,
  effect: 'read',
  method: 'GET',
  input: z.object({
    city: text(64).transform((city, ctx) => {
      const known = weatherCityOf(city);
      if (known) return known;
      ctx.addIssue({ code: 'custom', message: cityMessage, input: city });
      return z.NEVER;
    }),
    units: z.enum(['metric'], { error: MESSAGE_TEXTS.weatherUnitsInvalid }).default('metric'),
  }),
  output: z.object({
    name: z.string(),
    main: z.object({ temp: z.number() }),
    /** `main` is OpenWeatherMap's group word; `description` its words for people. */
    weather: z.array(z.object({ main: z.string(), description: z.string() })).min(1),
    /** When the weather service measured it (ISO time). */
    observed_at: z.iso.datetime({ offset: true }),
  }),
  perUserPerMinute: 60,
});
