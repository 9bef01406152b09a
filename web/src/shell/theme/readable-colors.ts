import type { MantineTheme } from '@mantine/core';

type Rgb = [number, number, number];

/** WCAG's least contrast of small text, with a little room for the rounding of colours on screen. */
const SMALL_TEXT_CONTRAST = 4.6;

function rgbOf(hex: string): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join('') : match[1]!;
  const value = Number.parseInt(digits, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const hexOf = (rgb: Rgb) => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
const mix = (from: Rgb, to: Rgb, amount: number): Rgb => [0, 1, 2].map((i) => from[i]! + (to[i]! - from[i]!) * amount) as Rgb;

function luminanceOf([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two colours, 1 to 21 (WCAG 2). */
export function contrastOf(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminanceOf(a), luminanceOf(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

type Scheme = {
  /** The shade whose tint is the light variant's background, and its opacity (Mantine's own). */
  tint: { shade: number; alpha: number };
  /** The surfaces a tinted element sits on: cards, dialogs, the page. */
  surfaces: string[];
  /** Shades to try for the text, best looking first, and the colour to move towards past the last. */
  shades: number[];
  towards: Rgb;
};

/**
 * The text colour of a colour's light variant (a badge, an alert's title, an avatar's initials):
 * the first of the scheme's shades that reads on the tint over every surface ('as-is' when that is
 * Mantine's own), else the last one moved towards black (or white) until it does; null for a
 * colour that is not given as hex.
 */
export function readableOnTint(shades: readonly string[], scheme: Scheme): { shade: number } | { hex: string } | 'as-is' | null {
  const tint = rgbOf(shades[scheme.tint.shade] ?? '');
  const surfaces = scheme.surfaces.map(rgbOf);
  if (!tint || surfaces.some((surface) => surface === null)) return null;
  const backgrounds = (surfaces as Rgb[]).map((surface) => mix(surface, tint, scheme.tint.alpha));
  const reads = (text: Rgb) => backgrounds.every((background) => contrastOf(text, background) >= SMALL_TEXT_CONTRAST);
  let last: Rgb | null = null;
  for (const shade of scheme.shades) {
    const text = rgbOf(shades[shade] ?? '');
    if (!text) return null;
    if (reads(text)) return shade === scheme.shades[0] ? 'as-is' : { shade };
    last = text;
  }
  for (let amount = 0.1; last && amount <= 1; amount += 0.1) {
    const moved = mix(last, scheme.towards, amount);
    if (reads(moved)) return { hex: hexOf(moved) };
  }
  return { hex: hexOf(scheme.towards) };
}

/**
 * `--mantine-color-<name>-light-color` of every colour of the theme, light and dark, where
 * Mantine's own (shade 6 on its 10% tint in light, shade 3 in dark) falls under the contrast of
 * small text: the colours of the presets and Mantine's lighter ones (teal, orange, yellow...).
 */
export function readableLightColors(theme: MantineTheme): { light: Record<string, string>; dark: Record<string, string> } {
  const white = theme.white;
  const dark = theme.colors.dark;
  const schemes = {
    light: { tint: { shade: 6, alpha: 0.1 }, surfaces: [white, theme.colors.gray[0]], shades: [6, 7, 8, 9], towards: [0, 0, 0] as Rgb },
    dark: { tint: { shade: 6, alpha: 0.15 }, surfaces: [dark[6], dark[7], dark[8]], shades: [3, 2, 1, 0], towards: [255, 255, 255] as Rgb },
  };
  const result = { light: {} as Record<string, string>, dark: {} as Record<string, string> };
  for (const [name, shades] of Object.entries(theme.colors)) {
    for (const scheme of ['light', 'dark'] as const) {
      const readable = readableOnTint(shades, schemes[scheme]);
      if (readable === null || readable === 'as-is') continue;
      result[scheme][`--mantine-color-${name}-light-color`] = 'hex' in readable ? readable.hex : `var(--mantine-color-${name}-${readable.shade})`;
    }
  }
  return result;
}
