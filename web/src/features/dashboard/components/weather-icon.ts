import { IconCloud, IconCloudRain, IconSnowflake, IconSun, type Icon } from '@tabler/icons-react';

export type WeatherKind = 'rain' | 'snow' | 'clouds' | 'sun';

/** OpenWeatherMap's groups (`weather[0].main`) drawn with each icon; any other group is drawn as sun (document 1 §2). */
const KIND_OF_GROUP: Record<string, WeatherKind> = {
  Rain: 'rain',
  Drizzle: 'rain',
  Thunderstorm: 'rain',
  Snow: 'snow',
  Clouds: 'clouds',
  Mist: 'clouds',
  Fog: 'clouds',
  Haze: 'clouds',
};

export function weatherKindOf(group: string): WeatherKind {
  return KIND_OF_GROUP[group] ?? 'sun';
}

export const WEATHER_ICONS: Record<WeatherKind, Icon> = { rain: IconCloudRain, snow: IconSnowflake, clouds: IconCloud, sun: IconSun };
