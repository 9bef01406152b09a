import type { MonitoringQueryName } from '@mamt/contract';
import { Card, Group, Loader, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useRangeFigure } from '../api/use-monitoring';
import { chartOf } from '../figures';
import { useFormats } from '../use-formats';
import { FigureBody } from './figure-body';

// The chart library is most of the dashboard's weight: it loads beside the figures, which show first.
const SeriesChart = lazy(() => import('./series-chart').then((m) => ({ default: m.SeriesChart })));

type Props = {
  query: MonitoringQueryName;
  /** The label that tells one line from another: `mountpoint` or `device`. */
  labelName: string;
  title: string;
  id: string;
};

/** A figure of the last 5 minutes, one line per mount point or device, with each line's latest value written out. */
export function SeriesChartCard({ query, labelName, title, id }: Props) {
  const { t } = useTranslation('dashboard');
  const formats = useFormats();
  const figure = useRangeFigure(query);
  const chart = figure.data ? chartOf(figure.data, labelName) : undefined;
  const drawable = chart && chart.series.length > 0 && chart.latestAt !== undefined ? chart : undefined;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Group justify="space-between" align="baseline" mb="sm" gap="xs">
        <Title order={3} size="h5" id={id}>
          {title}
        </Title>
        <Text size="xs" c="dimmed">
          {t('charts.window')}
        </Text>
      </Group>
      <FigureBody read={figure} value={drawable} unavailableText={t('charts.unavailable')}>
        {(shown) => (
          <Suspense fallback={<Loader size="sm" type="dots" role="status" aria-label={t('loading')} />}>
            <SeriesChart chart={shown} title={title} formats={formats} />
          </Suspense>
        )}
      </FigureBody>
    </Card>
  );
}
