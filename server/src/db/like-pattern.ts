/** An ILIKE pattern that finds `text` anywhere, its own `%`, `_` and backslash taken literally. */
export const containingPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
