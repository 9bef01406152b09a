// Fails when a translation key exists in one language but not in another (en, es, pt, fr), or
// when the console's code uses a key (t('…'), i18nKey="…") that a language lacks.
//
// The English `messages` namespace is the contract's catalog itself (MESSAGE_TEXTS, which
// web/src/lib/i18n.ts reads), so there is no en/messages.json; web/test/message-catalog.test.ts
// checks the es/pt/fr files against the catalog's ids and placeholders. Here, without that file,
// es/pt/fr messages are compared with each other, and a messages: key the code uses is taken to be
// in English when Spanish has it.
import fs from 'node:fs';
import path from 'node:path';

const webSrc = path.resolve(import.meta.dirname, '..', 'web', 'src');
const localesDir = path.join(webSrc, 'locales');
const languages = ['en', 'es', 'pt', 'fr'];
// i18n.ts: a t() with no namespace of its own reads this one.
const DEFAULT_NAMESPACE = 'shell';
const CATALOG_NAMESPACE = 'messages';
const CATALOG_STAND_IN = 'es';

/** English messages taken from the contract's catalog: no en/messages.json to compare. */
const fromCatalog = (lang, namespace) =>
  lang === 'en' && namespace === CATALOG_NAMESPACE && !fs.existsSync(path.join(localesDir, 'en', `${CATALOG_NAMESPACE}.json`));

function keysOf(value, prefix = '') {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

const namespaceFiles = new Set(languages.flatMap((lang) => (fs.existsSync(path.join(localesDir, lang)) ? fs.readdirSync(path.join(localesDir, lang)) : [])));
/** keys[lang][namespace] = Set of dotted keys */
const keys = Object.fromEntries(languages.map((lang) => [lang, {}]));
const problems = [];
for (const file of namespaceFiles) {
  const namespace = file.replace(/\.json$/, '');
  const compared = languages.filter((lang) => !fromCatalog(lang, namespace));
  for (const lang of languages) {
    const full = path.join(localesDir, lang, file);
    keys[lang][namespace] = fs.existsSync(full) ? new Set(keysOf(JSON.parse(fs.readFileSync(full, 'utf8')))) : null;
  }
  const all = new Set(compared.flatMap((lang) => [...(keys[lang][namespace] ?? [])]));
  for (const lang of compared) {
    if (!keys[lang][namespace]) {
      problems.push(`${lang}/${file} is missing`);
      continue;
    }
    for (const key of all) if (!keys[lang][namespace].has(key)) problems.push(`${lang}/${file}: missing key ${key}`);
  }
}

/** A key is there as it is, as a plural (key_one, key_other...) or, for a dynamic key, as a prefix. */
function hasKey(lang, namespace, key, isPrefix) {
  const set = keys[fromCatalog(lang, namespace) ? CATALOG_STAND_IN : lang][namespace];
  if (!set) return false;
  if (isPrefix) return [...set].some((candidate) => candidate.startsWith(key));
  return set.has(key) || [...set].some((candidate) => candidate.startsWith(`${key}_`));
}

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === localesDir ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

// t('key'), t("key"), t(`prefix.${x}`), optionally followed by { ns: 'namespace' }; i18nKey="key".
const T_CALL = /\bt\(\s*(['"`])((?:(?!\1).)*?)\1\s*(?:,\s*\{[^}]*?\bns:\s*['"](\w+)['"])?/g;
const I18N_KEY = /\bi18nKey=\{?\s*(['"])([^'"]+)\1/g;

let used = 0;
for (const file of sourceFiles(webSrc)) {
  const source = fs.readFileSync(file, 'utf8');
  const declared = [...source.matchAll(/useTranslation\(\s*\[?\s*['"](\w+)['"]/g)].map((match) => match[1]);
  // The screen kit reads its texts from the namespace its area names (useTranslation(area.namespace)):
  // such a key must exist in some namespace; the per-namespace check above keeps the languages equal.
  const areaNamespace = /useTranslation\(\s*[A-Za-z_$][\w$.]*\s*\)/.test(source);
  const fileNamespaces = areaNamespace ? [...namespaceFiles].map((file) => file.replace(/\.json$/, '')) : declared.length > 0 ? declared : [DEFAULT_NAMESPACE];
  const uses = [
    ...[...source.matchAll(T_CALL)].map((match) => ({ raw: match[2], ns: match[3], dynamic: match[1] === '`' })),
    ...[...source.matchAll(I18N_KEY)].map((match) => ({ raw: match[2], ns: undefined, dynamic: false })),
  ];
  for (const { raw, ns, dynamic } of uses) {
    const literal = dynamic ? raw.split('${')[0] : raw;
    if (literal === '' || /\s/.test(literal)) continue; // not a key (or all dynamic)
    const [prefixed, key] = literal.includes(':') ? literal.split(':', 2) : [undefined, literal];
    const candidates = prefixed ? [prefixed] : ns ? [ns] : fileNamespaces;
    const isPrefix = dynamic && raw.includes('${');
    used += 1;
    for (const lang of languages) {
      if (!candidates.some((namespace) => hasKey(lang, namespace, key, isPrefix))) {
        problems.push(`${path.relative(webSrc, file)}: key ${candidates.join('|')}:${key}${isPrefix ? '…' : ''} is missing in ${lang}`);
      }
    }
  }
}

if (problems.length > 0) {
  console.error(`Translations incomplete:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Translations complete: ${namespaceFiles.size} namespaces in ${languages.join(', ')}; ${used} keys used in code are all there.`);
