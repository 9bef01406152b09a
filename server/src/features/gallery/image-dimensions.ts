import { JSDOM } from 'jsdom';
import { RASTER_READERS, type Dimensions } from '../../lib/raster-dimensions.js';

export type { Dimensions };

/** Absolute CSS lengths in pixels (96 per inch); relative ones (%, em) depend on where the image is shown. */
const PIXELS_PER_UNIT: Record<string, number> = { '': 1, px: 1, pt: 96 / 72, pc: 16, in: 96, cm: 96 / 2.54, mm: 96 / 25.4 };

function lengthInPixels(value: string | null): number | undefined {
  const match = value === null ? null : /^\s*(\d*\.?\d+(?:e[+-]?\d+)?)\s*(px|pt|pc|in|cm|mm)?\s*$/i.exec(value);
  if (!match) return undefined;
  const pixels = Number(match[1]) * (PIXELS_PER_UNIT[(match[2] ?? '').toLowerCase()] ?? Number.NaN);
  return Number.isFinite(pixels) && pixels > 0 ? pixels : undefined;
}

function viewBoxSize(value: string | null): Dimensions | undefined {
  const parts = (value ?? '').trim().split(/[\s,]+/).map(Number);
  if (parts.length !== 4 || parts.some((part) => !Number.isFinite(part))) return undefined;
  const [, , width, height] = parts as [number, number, number, number];
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/**
 * An SVG's size as a browser draws it on its own: its width and height, one of them with the
 * viewBox's proportions, or the viewBox alone. Undefined when it gives none of these.
 */
function svgDimensions(data: Buffer): Dimensions | undefined {
  // Parsed as the browser parses an image's markup; the file has already been sanitised.
  const root = JSDOM.fragment(data.toString('utf8')).querySelector('svg');
  if (!root) return undefined;
  const width = lengthInPixels(root.getAttribute('width'));
  const height = lengthInPixels(root.getAttribute('height'));
  const box = viewBoxSize(root.getAttribute('viewBox'));
  if (width !== undefined && height !== undefined) return { width, height };
  if (box && width !== undefined) return { width, height: (width * box.height) / box.width };
  if (box && height !== undefined) return { width: (height * box.width) / box.height, height };
  return box;
}

/** The largest side the table's integer columns keep (and the most a PNG may declare). */
const MAX_SIDE = 2_147_483_647;

const READERS: Record<string, (data: Buffer) => Dimensions | undefined> = { ...RASTER_READERS, svg: svgDimensions };

/**
 * The size in whole pixels an image of this extension is shown at, read from its own bytes;
 * undefined when they give none (a truncated or broken file, an svg without a size).
 */
export function imageDimensions(extension: string, data: Buffer): Dimensions | undefined {
  const size = Object.hasOwn(READERS, extension) ? READERS[extension]?.(data) : undefined;
  if (!size) return undefined;
  const width = Math.max(1, Math.round(size.width));
  const height = Math.max(1, Math.round(size.height));
  // A raster image of zero pixels across is broken, not small; one wider than a stored integer holds is no picture anyone draws.
  const drawable = size.width > 0 && size.height > 0 && width <= MAX_SIDE && height <= MAX_SIDE;
  return drawable ? { width, height } : undefined;
}
