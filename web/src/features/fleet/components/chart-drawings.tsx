import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { FleetCharts } from '../fleet-types';
import type { Numbers } from '../use-numbers';

/**
 * The drawings of the Fleet's charts, loaded apart (the chart library is most of a chart screen's
 * weight). Colours are theme shades that stand out on the light and the dark scheme alike; the axes
 * and grid take the scheme's own colours from @mantine/charts. Each fills its card's width, so the
 * charts shrink with the screen rather than widen the page. They take the screen's number formats
 * and words instead of importing them, so that this chunk shares nothing with the page's own.
 */

/** A name cut to the room an axis has beside a bar; the full name is in the chart's table and its tooltip. */
const short = (name: string, room = 14) => (name.length > room ? `${name.slice(0, room - 1)}…` : name);

type DaysProps = { days: FleetCharts['days']; numbers: Numbers; words: { installs: string; refusals: string } };

/** Installs and provisioning refusals per day, side by side. */
export function DaysChart({ days, numbers, words }: DaysProps) {
  const data = days.map((day) => ({ ...day, label: numbers.day(day.day) }));
  return (
    <BarChart
      h={220}
      data={data}
      dataKey="label"
      series={[
        { name: 'installs', label: words.installs, color: 'teal.6' },
        { name: 'refusals', label: words.refusals, color: 'red.6' },
      ]}
      withLegend
      legendProps={{ verticalAlign: 'top', height: 36 }}
      valueFormatter={numbers.count}
      xAxisProps={{ minTickGap: 16 }}
      yAxisProps={{ width: 36, allowDecimals: false }}
    />
  );
}

type SharesProps = { shares: Array<{ name: string; devices: number }>; numbers: Numbers; devicesWord: string; nameWidth?: number };

/**
 * Devices per platform or app version (or refusals per reason), a horizontal bar each, so that long
 * names stay readable on a phone; `nameWidth` is the room in pixels the names have beside the bars.
 */
export function SharesChart({ shares, numbers, devicesWord, nameWidth = 96 }: SharesProps) {
  return (
    <BarChart
      h={Math.max(120, shares.length * 32 + 40)}
      data={shares}
      dataKey="name"
      orientation="vertical"
      series={[{ name: 'devices', label: devicesWord, color: 'blue.6' }]}
      valueFormatter={numbers.count}
      gridAxis="y"
      yAxisProps={{ width: nameWidth, tickFormatter: (name: string) => short(String(name), Math.round(nameWidth / 7)) }}
      xAxisProps={{ allowDecimals: false }}
    />
  );
}

/** A core as the chart names it: its name, with its tenant's in the every-tenant view (two tenants may name a core alike). */
export type CoreBar = { name: string; devices: number; down: boolean };

type CoresProps = { cores: CoreBar[]; numbers: Numbers; words: { up: string; down: string } };

/** Devices registered to each core; a core marked down is a red bar of its own series, named in the legend. */
export function CoresChart({ cores, numbers, words }: CoresProps) {
  const data = cores.map((core) => ({ name: core.name, up: core.down ? 0 : core.devices, down: core.down ? core.devices : 0 }));
  return (
    <BarChart
      h={Math.max(140, cores.length * 32 + 76)}
      data={data}
      dataKey="name"
      type="stacked"
      orientation="vertical"
      series={[
        { name: 'up', label: words.up, color: 'blue.6' },
        { name: 'down', label: words.down, color: 'red.6' },
      ]}
      withLegend
      legendProps={{ verticalAlign: 'top', height: 36 }}
      valueFormatter={numbers.count}
      gridAxis="y"
      yAxisProps={{ width: 96, tickFormatter: (name: string) => short(String(name)) }}
      xAxisProps={{ allowDecimals: false }}
    />
  );
}
