import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Box, ColorSwatch, Group, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChartFigure } from '../figures';
import type { Formats } from '../use-formats';

/** Theme colours, so that the lines follow the light or dark scheme; shades that stand out on both. */
const LINE_COLORS = ['blue.6', 'teal.6', 'grape.6', 'orange.6', 'cyan.6', 'pink.6', 'lime.7', 'indigo.5'];
const lineColor = (index: number) => LINE_COLORS[index % LINE_COLORS.length] as string;
const cssColor = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;

/**
 * The lines of a chart over time, and below them each line's latest value in words: the chart's
 * text for those who do not see it, and its legend for those who do. It takes the card's formats
 * rather than importing them, so that this lazily loaded module shares nothing with the page's own
 * chunk (which would turn that chunk into a shared one).
 */
export function SeriesChart({ chart, title, formats }: { chart: ChartFigure; title: string; formats: Formats }) {
  const { t } = useTranslation('dashboard');
  // The time axis reads a label per row: the time as the user's language writes it.
  const rows = chart.rows.map((row) => ({ ...row, time: formats.time(row.at) }));
  const series = chart.series.map((line, index) => ({ name: line.key, label: line.label, color: lineColor(index) }));
  return (
    <>
      <Box role="img" aria-label={t('charts.description', { title })}>
        <LineChart
          h={220}
          data={rows}
          dataKey="time"
          series={series}
          curveType="linear"
          // A line of one or two points is hardly a line: its dots show it (just after the server starts).
          withDots={chart.rows.length <= 3}
          connectNulls={false}
          valueFormatter={formats.number}
          xAxisProps={{ minTickGap: 24 }}
          yAxisProps={{ width: 52, tickFormatter: formats.compact }}
        />
      </Box>
      <Text size="xs" c="dimmed" mt="xs" dir={formats.dir}>
        {t('charts.latest', { time: formats.time(chart.latestAt ?? 0) })}
      </Text>
      <List listStyleType="none" spacing={2} mt={4} dir={formats.dir}>
        {chart.series.map((line, index) => (
          <List.Item key={line.key}>
            <Group gap={6} wrap="nowrap">
              <ColorSwatch color={cssColor(lineColor(index))} size={10} withShadow={false} aria-hidden />
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {line.label || t('charts.unnamed')}: {line.latest === undefined ? t('charts.noValue') : formats.number(line.latest)}
              </Text>
            </Group>
          </List.Item>
        ))}
      </List>
    </>
  );
}
