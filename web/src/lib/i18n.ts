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

/**
 * The namespaces of the first screen (sign-in, the first-load loader, page titles and the API's
 * messages). Only these ship with the app, in English, beside the sidebar labels (NAV_NAMESPACE,
 * below, in every language); every other namespace of a language loads when a screen that reads
 * it is opened, keeping /login small.
 */
export const FIRST_SCREEN_NAMESPACES = ['shell', 'auth', 'common', 'messages'] as const;

// English messages come from the contract's catalog itself, with its {name} placeholders written
// {{name}}: there is no en/messages.json (nothing to keep in step by hand). The es/pt/fr files are
// checked against the catalog's ids and placeholders by test/message-catalog.test.ts.
const englishFirstScreen = import.meta.glob<Record<string, unknown>>(['../locales/en/{shell,auth,common}.json'], { eager: true, import: 'default' });
const englishMessages = Object.fromEntries(Object.entries(MESSAGE_TEXTS).map(([id, text]) => [id, text.replace(/\{(\w+)\}/g, '{{$1}}')]));
// Every src/locales/<lang>/<namespace>.json is namespace <namespace> of <lang>, in a chunk of its own.
// import.meta.glob takes literal patterns only, hence the first screen's namespaces written out here.
// English messages are excluded too: should an en/messages.json come back, the catalog still wins.
// The sidebar labels (nav/, below) are not a namespace to load: they ship with the app.
const lazyFiles = import.meta.glob<Record<string, unknown>>(['../locales/*/*.json', '!../locales/en/{shell,auth,common,messages}.json', '!../locales/*/nav/*.json'], { import: 'default' });

const namespaceOf = (file: string) => /([\w-]+)\.json$/.exec(file)?.[1] ?? file;

/**
 * The namespace of the sidebar labels: src/locales/<lang>/nav/<area key>.json, `{ "label": "..." }`,
 * one file per area and language, so that adding an area edits no shared file. The sidebar shows
 * with the first screen, before any area's texts load, so every language's labels (a few words
 * each) ship with the app. Read them with `t(area.key, { ns: NAV_NAMESPACE })`.
 */
export const NAV_NAMESPACE = 'nav';
// Only their `label`: the build then keeps each file's words alone, without an object around them
// (the files are in no lazy chunk, so this pulls nothing else into the first one).
const navFiles = import.meta.glob<string>('../locales/*/nav/*.json', { eager: true, import: 'label' });
const navLabels: Record<string, Record<string, string>> = {};
for (const [file, label] of Object.entries(navFiles)) {
  const [, language, key] = /\/locales\/([\w-]+)\/nav\/([\w-]+)\.json$/.exec(file) ?? [];
  if (language && key) (navLabels[language] ??= {})[key] = label;
}

/** Every namespace a screen of the console may read. */
export const ALL_NAMESPACES: readonly string[] = [...new Set(Object.keys(lazyFiles).filter((file) => file.includes('/locales/en/')).map(namespaceOf).concat(FIRST_SCREEN_NAMESPACES))];

/** The namespaces some screen has asked for: a language switched to loads these before it shows. */
const wanted = new Set<string>(FIRST_SCREEN_NAMESPACES);
/** The language last chosen: a screen opened while its texts load takes its own in it too. */
let chosen = 'en';
const loading = new Map<string, Promise<void>>();

function loadBundle(language: string, namespace: string): Promise<void> {
  const file = `../locales/${language}/${namespace}.json`;
  const load = lazyFiles[file];
  if (!load || i18next.hasResourceBundle(language, namespace)) return Promise.resolve();
  let pending = loading.get(file);
  if (!pending) {
    // Screens asking at once share one request; once settled, a failed load (the network dropped)
    // is tried again by the next screen that needs it.
    pending = load()
      .then((content) => void i18next.addResourceBundle(language, namespace, content, true, true))
      .finally(() => loading.delete(file));
    loading.set(file, pending);
  }
  return pending;
}

/**
 * Loads namespaces of the current language, and of English, the fallback, before a screen that
 * reads them renders (the router awaits it beside the screen's own chunk).
 */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  for (const namespace of namespaces) wanted.add(namespace);
  const languages = [...new Set(['en', i18next.language, chosen])];
  await Promise.all(languages.flatMap((language) => namespaces.map((namespace) => loadBundle(language, namespace))));
}

/** A route's lazy screen, resolved once the texts it reads have loaded beside its chunk. */
export function withTexts<T>(namespaces: readonly string[], load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadNamespaces(namespaces)]).then(([loaded]) => loaded);
}

export function storedLanguage(): LanguageCode {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return LANGUAGES.some((l) => l.code === stored) ? (stored as LanguageCode) : 'en';
}

/** Loads every namespace shown so far in the new language first, so no screen flashes in the old one. */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  chosen = code;
  localStorage.setItem(STORAGE_KEY, code);
  document.documentElement.lang = code;
  await Promise.all([...wanted].map((namespace) => loadBundle(code, namespace)));
  await i18next.changeLanguage(code);
}

void i18next.use(initReactI18next).init({
  resources: { en: { ...Object.fromEntries(Object.entries(englishFirstScreen).map(([file, content]) => [namespaceOf(file), content])), messages: englishMessages } },
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'shell',
  interpolation: { escapeValue: false },
  returnNull: false,
});
for (const { code } of LANGUAGES) i18next.addResourceBundle(code, NAV_NAMESPACE, navLabels[code] ?? {}, true, true);
/** Loads the stored language before the first render, so nobody sees English flash first. */
export const i18nReady: Promise<void> = storedLanguage() === 'en' ? Promise.resolve() : changeLanguage(storedLanguage());

export { i18next };
