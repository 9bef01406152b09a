import { MESSAGE_TEXTS } from '@mamt/contract';
import { describe, expect, it } from 'vitest';
import { i18next } from '../src/lib/i18n';

/**
 * The contract's catalog is the English messages: the console takes them from it (i18n.ts), and no
 * English messages file exists to drift from it. The other languages' files are checked against it.
 */
const TRANSLATED = ['es', 'pt', 'fr'];
const files = import.meta.glob<Record<string, unknown>>('../src/locales/*/messages.json', { eager: true, import: 'default' });
const messagesOf = (lang: string): Record<string, unknown> | undefined => files[`../src/locales/${lang}/messages.json`];
const placeholders = (text: string) => [...text.matchAll(/\{\{?(\w+)\}?\}/g)].map((match) => match[1]).sort();
const catalogIds = Object.keys(MESSAGE_TEXTS).sort();

describe('the message catalog in the console languages', () => {
  it.each(TRANSLATED)('gives every catalog id a text in %s, with the same values to fill in', (lang) => {
    const texts = messagesOf(lang);
    expect(texts, `${lang}/messages.json`).toBeDefined();
    for (const [id, english] of Object.entries(MESSAGE_TEXTS)) {
      const text = texts?.[id];
      expect(typeof text === 'string' && text.trim() !== '', `${lang}: ${id}`).toBe(true);
      expect(placeholders(text as string), `${lang}: ${id}`).toEqual(placeholders(english));
    }
  });

  it.each(TRANSLATED)('has no message in %s that the catalog lacks', (lang) => {
    expect(Object.keys(messagesOf(lang) ?? {}).sort()).toEqual(catalogIds);
  });

  it('keeps no English messages file: English is the catalog', () => {
    expect(messagesOf('en')).toBeUndefined();
  });

  it('shows the English texts of the catalog, letter for letter, with i18next placeholders', () => {
    const english = i18next.getResourceBundle('en', 'messages') as Record<string, unknown>;
    expect(Object.keys(english).sort()).toEqual(catalogIds);
    for (const [id, text] of Object.entries(MESSAGE_TEXTS)) expect(english[id], id).toBe(text.replace(/\{(\w+)\}/g, '{{$1}}'));
  });
});
