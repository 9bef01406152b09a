/** The colour of each level's stripe and badge (document 3 /logs: error red, info green, panic orange, audit purple). */
const LEVEL_COLORS: Record<string, string> = { error: 'red', info: 'green', panic: 'orange', audit: 'violet', warn: 'yellow' };

export const levelColor = (level: string) => LEVEL_COLORS[level] ?? 'gray';
