import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MESSAGE_TEXTS } from '@mamt/contract/messages/catalog';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
  { code: 'pt', label: 'Português' },
  { code: 'fr', label: 'Français' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

const STORAGE_KEY = 'language';

type Namespaces = Record<string, Record<string, unknown>>;

// Every src/locales/<lang>/<namespace>.json becomes namespace <namespace> of <lang>. English is
// bundled (it is the fallback); the other languages load when chosen, keeping /login small.
// English messages come from the contract's catalog itself (en/messages.json is the same texts,
// checked by a test, for translators), so they are not shipped twice.
const english = import.meta.glob<Record<string, unknown>>(['../locales/en/*.json', '!../locales/en/messages.json'], { eager: true, import: 'default' });
const englishMessages = Object.fromEntries(Object.entries(MESSAGE_TEXTS).map(([id, text]) => [id, text.replace(/\{(\w+)\}/g, '{{$1}}')]));
const others = import.meta.glob<Record<string, unknown>>(['../locales/*/*.json', '!../locales/en/*.json'], { import: 'default' });

const namespaceOf = (file: string) => /([\w-]+)\.json$/.exec(file)?.[1] ?? file;

function byNamespace(files: Record<string, Record<string, unknown>>): Namespaces {
  return Object.fromEntries(Object.entries(files).map(([file, content]) => [namespaceOf(file), content]));
}

async function loadLanguage(code: string): Promise<void> {
  if (code === 'en' || i18next.hasResourceBundle(code, 'shell')) return;
  const files = Object.entries(others).filter(([file]) => file.includes(`/locales/${code}/`));
  const contents = await Promise.all(files.map(async ([file, load]) => [namespaceOf(file), await load()] as const));
  for (const [namespace, content] of contents) i18next.addResourceBundle(code, namespace, content, true, true);
}

export function storedLanguage(): LanguageCode {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return LANGUAGES.some((l) => l.code === stored) ? (stored as LanguageCode) : 'en';
}

export async function changeLanguage(code: LanguageCode): Promise<void> {
  localStorage.setItem(STORAGE_KEY, code);
  document.documentElement.lang = code;
  await loadLanguage(code);
  await i18next.changeLanguage(code);
}

void i18next.use(initReactI18next).init({
  resources: { en: { ...byNamespace(english), messages: englishMessages } },
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'shell',
  interpolation: { escapeValue: false },
  returnNull: false,
});
/** Loads the stored language before the first render, so nobody sees English flash first. */
export const i18nReady: Promise<void> = storedLanguage() === 'en' ? Promise.resolve() : changeLanguage(storedLanguage());

export { i18next };
