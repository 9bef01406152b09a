import { MESSAGE_TEXTS } from '@mamt/contract';
import { describe, expect, it } from 'vitest';

const LANGUAGES = ['en', 'es', 'pt', 'fr'];
const files = import.meta.glob<Record<string, unknown>>('../src/locales/*/messages.json', { eager: true, import: 'default' });
const messagesOf = (lang: string): Record<string, unknown> => files[`../src/locales/${lang}/messages.json`] ?? {};
const placeholders = (text: string) => [...text.matchAll(/\{\{?(\w+)\}?\}/g)].map((match) => match[1]).sort();

describe('the message catalog in the console languages', () => {
  it.each(LANGUAGES)('gives every catalog id a text in %s, with the same values to fill in', (lang) => {
    const texts = messagesOf(lang);
    for (const [id, english] of Object.entries(MESSAGE_TEXTS)) {
      const text = texts[id];
      expect(typeof text === 'string' && text.trim() !== '', `${lang}: ${id}`).toBe(true);
      expect(placeholders(text as string), `${lang}: ${id}`).toEqual(placeholders(english));
    }
  });

  it('keeps the English texts of the catalog, letter for letter', () => {
    const english = messagesOf('en');
    for (const [id, text] of Object.entries(MESSAGE_TEXTS)) expect(english[id], id).toBe(text.replace(/\{(\w+)\}/g, '{{$1}}'));
  });
});
