import { json, type Answer } from '@mamt/simulator-kit';
import { cityNamed, cityNear, type City } from './cities.js';
import { numberParam, round, type Context } from './route-context.js';
import { climateAt, weatherAt, type Place } from './weather-model.js';

/** OpenWeatherMap's own words for its errors (https://openweathermap.org/faq#error401 and the API's answers). */
export const OWM_ERRORS = {
  invalidKey: { cod: 401, message: 'Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.' },
  cityNotFound: { cod: '404', message: 'city not found' },
  nothingToGeocode: { cod: '400', message: 'Nothing to geocode' },
  blocked: {
    cod: 429,
    message: 'Your account is temporary blocked due to exceeding of requests limitation of your subscription type. Please choose the proper subscription https://openweathermap.org/price',
  },
} as const;

/** An outage as OpenWeatherMap shows it: its gateway's HTML page for 502-504, JSON otherwise. */
export function openWeatherMapFailure(status: number): Answer {
  if (status === 401) return json(401, OWM_ERRORS.invalidKey);
  if (status === 404) return json(404, OWM_ERRORS.cityNotFound);
  if (status === 429) return json(429, OWM_ERRORS.blocked);
  if (status >= 502 && status <= 504) {
    const title = `${status} ${status === 502 ? 'Bad Gateway' : status === 503 ? 'Service Temporarily Unavailable' : 'Gateway Time-out'}`;
    return { status, type: 'text/html', body: `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>openresty</center>\r\n</body>\r\n</html>\r\n` };
  }
  return json(status, { cod: status, message: 'Internal error' });
}

/** `q` is `city`, `city,country` or `city,state,country`; a country given must be the city's. */
function cityOfQuery(query: string): City | undefined {
  const [name = '', ...rest] = query.split(',').map((part) => part.trim());
  const city = cityNamed(name);
  const country = rest.length > 0 ? rest[rest.length - 1]!.toUpperCase() : undefined;
  if (!city || (country && country !== city.countryCode && !(country === 'UK' && city.countryCode === 'GB'))) return undefined;
  return city;
}

/** Temperatures and wind in the units asked: metric (Celsius, m/s), imperial (Fahrenheit, mph), standard (Kelvin, m/s). */
function converterOf(units: string | null) {
  if (units === 'metric') return { temp: (c: number) => round(c), wind: (ms: number) => round(ms) };
  if (units === 'imperial') return { temp: (c: number) => round((c * 9) / 5 + 32), wind: (ms: number) => round(ms * 2.23694) };
  return { temp: (c: number) => round(c + 273.15), wind: (ms: number) => round(ms) };
}

/** `GET /data/2.5/weather`: the current weather by `q` (or `lat` and `lon`), with `appid` and `units`. */
export function currentWeather(params: URLSearchParams, context: Context): Answer {
  if (!context.apiKeys.has(params.get('appid') ?? '')) return json(401, OWM_ERRORS.invalidKey);
  const query = params.get('q')?.trim();
  const lat = numberParam(params, 'lat');
  const lon = numberParam(params, 'lon');
  let city: City | undefined;
  let place: Place;
  if (query) {
    city = cityOfQuery(query);
    if (!city) return json(404, OWM_ERRORS.cityNotFound);
    place = { key: city.name, latitude: city.latitude, longitude: city.longitude, timeZone: city.timeZone, climate: city.climate };
  } else if (lat !== undefined && lon !== undefined && Math.abs(lat) <= 90 && Math.abs(lon) <= 180) {
    city = cityNear(lat, lon);
    place = city ? { key: city.name, latitude: lat, longitude: lon, timeZone: city.timeZone, climate: city.climate } : { key: `${lat},${lon}`, latitude: lat, longitude: lon, climate: climateAt(lat) };
  } else return json(400, OWM_ERRORS.nothingToGeocode);

  // OpenWeatherMap recalculates a city's weather every few minutes; `dt` is that calculation's time.
  const now = context.now();
  const at = new Date(Math.floor(now.getTime() / 600_000) * 600_000);
  const weather = weatherAt(place, at, city && context.pinOf(city.name));
  const { temp, wind } = converterOf(params.get('units'));
  const { condition } = weather;
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
  const precipitation = { '1h': condition.precipitation };
  return json(200, {
    coord: { lon: round(place.longitude, 4), lat: round(place.latitude, 4) },
    weather: [{ id: condition.id, main: condition.main, description: condition.description, icon: `${condition.icon}${weather.isDay ? 'd' : 'n'}` }],
    base: 'stations',
    main: {
      temp: temp(weather.temp),
      feels_like: temp(weather.feelsLike),
      temp_min: temp(weather.tempMin),
      temp_max: temp(weather.tempMax),
      pressure: weather.pressure,
      humidity: weather.humidity,
      sea_level: weather.pressure,
      grnd_level: weather.pressure - Math.round((city?.elevation ?? 0) / 8.3),
    },
    visibility: condition.visibility,
    wind: { speed: wind(weather.windSpeed), deg: weather.windDeg },
    ...(condition.main === 'Snow' ? { snow: precipitation } : condition.precipitation > 0 ? { rain: precipitation } : {}),
    clouds: { all: condition.clouds },
    dt: seconds(at),
    sys: { type: 2, id: 2000000 + ((city?.id ?? 0) % 100000), country: city?.countryCode ?? '', sunrise: seconds(weather.sunrise), sunset: seconds(weather.sunset) },
    timezone: weather.utcOffsetSeconds,
    id: city?.id ?? 0,
    name: city?.name ?? '',
    cod: 200,
  });
}
