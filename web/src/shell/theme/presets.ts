/** Six light and six dark colour presets (document 1 §9): primary and secondary colours. */
export type ColorPreset = { id: string; primary: string; secondary: string };

export const LIGHT_PRESETS: ColorPreset[] = [
  { id: 'light-1', primary: '#4466f2', secondary: '#1ea6ec' },
  { id: 'light-2', primary: '#0288d1', secondary: '#26c6da' },
  { id: 'light-3', primary: '#8e24aa', secondary: '#ff6e40' },
  { id: 'light-4', primary: '#4c2fbf', secondary: '#2e9de4' },
  { id: 'light-5', primary: '#7c4dff', secondary: '#7b1fa2' },
  { id: 'light-6', primary: '#3949ab', secondary: '#4fc3f7' },
];

export const DARK_PRESETS: ColorPreset[] = [
  { id: 'dark-1', primary: '#5c7cfa', secondary: '#22b8cf' },
  { id: 'dark-2', primary: '#339af0', secondary: '#20c997' },
  { id: 'dark-3', primary: '#be4bdb', secondary: '#ff8787' },
  { id: 'dark-4', primary: '#7950f2', secondary: '#4dabf7' },
  { id: 'dark-5', primary: '#12b886', secondary: '#fab005' },
  { id: 'dark-6', primary: '#f76707', secondary: '#ffd43b' },
]

type Rgb = [number, number, number];
const toRgb = (hex: string): Rgb => {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};
const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
const mix = (a: Rgb, b: Rgb, amount: number): Rgb => [0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * amount) as Rgb;

/** Mantine wants ten shades of a colour; the chosen colour is shade 6, lighter and darker around it. */
export function shadesOf(hex: string): [string, string, string, string, string, string, string, string, string, string] {
  const base = toRgb(hex);
  const white: Rgb = [255, 255, 255];
  const black: Rgb = [0, 0, 0];
  const lighter = [0.92, 0.82, 0.68, 0.52, 0.34, 0.16].map((amount) => toHex(mix(base, white, amount)));
  const darker = [0.14, 0.28, 0.4].map((amount) => toHex(mix(base, black, amount)));
  return [lighter[0]!, lighter[1]!, lighter[2]!, lighter[3]!, lighter[4]!, lighter[5]!, hex, darker[0]!, darker[1]!, darker[2]!];
}
