import type { ButtonProps } from '@mantine/core';

type Rgb = [number, number, number];

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/i;

function rgbOf(color: string): Rgb | null {
  const hex = HEX.exec(color);
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((digit) => digit + digit).join('') : hex[1]!;
    const value = Number.parseInt(digits, 16);
    return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  }
  const rgb = RGB.exec(color);
  const channels = rgb ? ([Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] as Rgb) : null;
  return channels && channels.every((channel) => channel <= 255) ? channels : null;
}

function luminanceOf(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const hexOf = (rgb: Rgb) => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/**
 * The props that paint a primary button in the tenant's `button_color`, with black or white text,
 * whichever reads better on it (WCAG contrast). Only colours whose channels can be read (hex,
 * rgb()) are taken: the text colour cannot be chosen for any other, so the theme's own is kept.
 */
export function brandButtonProps(color: string | undefined): Pick<ButtonProps, 'color' | 'vars'> {
  const rgb = color ? rgbOf(color.trim()) : null;
  if (!rgb) return {};
  const luminance = luminanceOf(rgb);
  // Contrast with white is 1.05 / (L + 0.05), with black (L + 0.05) / 0.05: equal at L of about 0.18.
  const text = 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#000000';
  const background = hexOf(rgb);
  const hover = hexOf(rgb.map((channel) => channel * 0.9) as Rgb);
  return { color: background, vars: () => ({ root: { '--button-bg': background, '--button-hover': hover, '--button-color': text, '--button-hover-color': text } }) };
}
