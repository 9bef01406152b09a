import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWeather, type WeatherCity } from '../api/use-weather';
import { useFormats } from '../use-formats';
import { FigureBody } from './figure-body';
import { WEATHER_ICONS, weatherKindOf } from './weather-icon';

const KIND_COLORS = { rain: 'blue', snow: 'cyan', clouds: 'gray', sun: 'yellow' } as const;

/** The current weather of one city: an icon by its type, the temperature in Celsius, when it was observed. */
export function WeatherCard({ city }: { city: WeatherCity }) {
  const { t } = useTranslation('dashboard');
  const formats = useFormats();
  const weather = useWeather(city);
  const headingId = `weather-${city.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} mb="xs">
        {t(`weather.cities.${city}`, { defaultValue: city })}
      </Title>
      <FigureBody read={weather} value={weather.data} unavailableText={t('weather.unavailable')}>
        {({ main, weather: conditions, observed_at }) => {
          const group = conditions[0]?.main ?? '';
          const kind = weatherKindOf(group);
          const KindIcon = WEATHER_ICONS[kind];
          return (
            <Group gap="md" wrap="nowrap">
              <ThemeIcon size={48} radius="xl" variant="light" color={KIND_COLORS[kind]} role="img" aria-label={t(`weather.icons.${kind}`)}>
                <KindIcon size={28} aria-hidden />
              </ThemeIcon>
              <Stack gap={0} dir={formats.dir}>
                <Text fz={28} fw={700} lh={1.1}>
                  {formats.celsius(main.temp)}
                </Text>
                <Text size="sm">{t(`weather.conditions.${group}`, { defaultValue: group })}</Text>
                <Text size="xs" c="dimmed">
                  {t('weather.observed', { time: formats.time(new Date(observed_at)) })}
                </Text>
              </Stack>
            </Group>
          );
        }}
      </FigureBody>
    </Card>
  );
}
