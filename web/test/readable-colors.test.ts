import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { buildTheme, cssVariablesResolver } from '../src/shell/theme/build-theme';
import { DARK_PRESETS, LIGHT_PRESETS } from '../src/shell/theme/presets';
import { contrastOf } from '../src/shell/theme/readable-colors';
import { loadThemeSettings } from '../src/shell/theme/theme-settings';

type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit).join('') : hex.slice(1);
  return [0, 2, 4].map((at) => Number.parseInt(digits.slice(at, at + 2), 16)) as Rgb;
};
const over = (surface: Rgb, tint: Rgb, alpha: number): Rgb => [0, 1, 2].map((i) => surface[i]! + (tint[i]! - surface[i]!) * alpha) as Rgb;

/** The colour a variable stands for: a hex value, or the theme shade it names. */
function colourOf(theme: typeof DEFAULT_THEME, value: string): Rgb {
  const shade = /^var\(--mantine-color-(\w+)-(\d)\)$/.exec(value);
  return rgb(shade ? (theme.colors[shade[1] as string]?.[Number(shade[2])] as string) : value);
}

/** Every colour's light-variant text on its tint over the schemes' surfaces, as the console will show it. */
function lowestContrasts(primary: string) {
  const theme = mergeMantineTheme(DEFAULT_THEME, buildTheme({ ...loadThemeSettings(), primary_color: primary }));
  const variables = cssVariablesResolver(theme);
  const found: Array<{ name: string; scheme: string; contrast: number }> = [];
  for (const [name, shades] of Object.entries(theme.colors)) {
    const light = variables.light[`--mantine-color-${name}-light-color`] ?? `var(--mantine-color-${name}-6)`;
    const dark = variables.dark[`--mantine-color-${name}-light-color`] ?? `var(--mantine-color-${name}-3)`;
    const tint = rgb(shades[6] as string);
    const lightSurfaces = [theme.white, theme.colors.gray[0] as string].map((surface) => over(rgb(surface), tint, 0.1));
    const darkSurfaces = [6, 7, 8].map((shade) => over(rgb(theme.colors.dark[shade] as string), tint, 0.15));
    found.push({ name, scheme: 'light', contrast: Math.min(...lightSurfaces.map((surface) => contrastOf(colourOf(theme, light), surface))) });
    found.push({ name, scheme: 'dark', contrast: Math.min(...darkSurfaces.map((surface) => contrastOf(colourOf(theme, dark), surface))) });
  }
  return found;
}

describe('readable light-variant colours', () => {
  it('gives the text of every colour on its own tint at least 4.5:1, light and dark, with each preset as the primary colour', () => {
    for (const preset of [...LIGHT_PRESETS, ...DARK_PRESETS]) {
      for (const { name, scheme, contrast } of lowestContrasts(preset.primary)) {
        expect(contrast, `${preset.id} ${name} ${scheme}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it("keeps Mantine's own shade where it already reads", () => {
    const theme = mergeMantineTheme(DEFAULT_THEME, buildTheme(loadThemeSettings()));
    const { light, dark } = cssVariablesResolver(theme);
    // The default dark blue reads as it is; teal's shade 6 on its tint does not.
    expect(light['--mantine-color-dark-light-color']).toBeUndefined();
    expect(light['--mantine-color-teal-light-color']).toBeDefined();
    expect(Object.keys(dark).filter((key) => key.endsWith('-light-color')).length).toBeLessThan(Object.keys(theme.colors).length);
  });
});
