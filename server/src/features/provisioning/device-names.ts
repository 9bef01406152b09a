/** The app's platforms as stored, and the letter that ends their device names (document 4 §6). */
export type AppPlatform = 'android' | 'ios' | 'desktop' | 'other';
const LETTER: Record<AppPlatform, string> = { android: 'm', ios: 'i', desktop: 'd', other: 'e' };

/** What the app says of its platform (`Android`, `iOS`, `iPadOS`, `Windows`, ...), as one of ours. */
export function platformOf(said: string | undefined): AppPlatform {
  const text = (said ?? '').toLowerCase();
  if (text.includes('android')) return 'android';
  if (/\b(ios|ipados|iphone|ipad)/.test(text)) return 'ios';
  if (/(desktop|windows|mac|linux)/.test(text)) return 'desktop';
  return 'other';
}

/** Between the extension and the letter: nothing first, then a, b, ... (1001m, 1001am, 1001bm). */
const INFIXES = ['', ...'abcdefghijklmnopqrstuvwxyz'];

/** The first device name of the user for that platform that is not taken, or undefined when all are. */
export function firstFreeDeviceName(extension: string, platform: AppPlatform, taken: ReadonlySet<string>): string | undefined {
  const letter = LETTER[platform];
  return INFIXES.map((infix) => `${extension}${infix}${letter}`).find((name) => !taken.has(name.toLowerCase()));
}
