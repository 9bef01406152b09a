// Fails when a translation key exists in one language but not in another (en, es, pt, fr), or
// when the console's code uses a key (t('…'), i18nKey="…") that a language lacks.
//
// The sidebar labels are files of their own, <lang>/nav/<area key>.json holding { "label": "…" }
// (namespace `nav`, web/src/lib/i18n.ts): each must be there in every language, and every web area
// with a sidebar item (web/src/features/*/*.area.ts, `area('<key>', …)` or `defineArea({ key: '<key>', … })`
// without `inSidebar: false`) must have one, so that a new area cannot forget its label.
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
// i18n.ts: <lang>/nav/<key>.json is the key <key> of this namespace, its text the file's label.
const NAV_NAMESPACE = 'nav';
const featuresDir = path.join(webSrc, 'features');

/** English messages taken from the contract's catalog: no en/messages.json to compare. */
const fromCatalog = (lang, namespace) =>
  lang === 'en' && namespace === CATALOG_NAMESPACE && !fs.existsSync(path.join(localesDir, 'en', `${CATALOG_NAMESPACE}.json`));

function keysOf(value, prefix = '') {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

/** The .json files of a folder (none when it is not there). */
const jsonFiles = (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith('.json')).map((entry) => entry.name) : []);

const namespaceFiles = new Set(languages.flatMap((lang) => jsonFiles(path.join(localesDir, lang))));
/** keys[lang][namespace] = Set of dotted keys */
const keys = Object.fromEntries(languages.map((lang) => [lang, {}]));
const problems = [];
if (namespaceFiles.has(`${NAV_NAMESPACE}.json`)) problems.push(`${NAV_NAMESPACE}.json: "${NAV_NAMESPACE}" is the namespace of the sidebar labels (<lang>/${NAV_NAMESPACE}/<area key>.json); name the file otherwise`);
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

// The sidebar labels: the same files in every language, each { "label": "<words>" }.
const navFiles = new Set(languages.flatMap((lang) => jsonFiles(path.join(localesDir, lang, NAV_NAMESPACE))));
for (const lang of languages) keys[lang][NAV_NAMESPACE] = new Set();
for (const file of navFiles) {
  const key = file.replace(/\.json$/, '');
  for (const lang of languages) {
    const full = path.join(localesDir, lang, NAV_NAMESPACE, file);
    const shown = `${lang}/${NAV_NAMESPACE}/${file}`;
    if (!fs.existsSync(full)) {
      problems.push(`${shown} is missing`);
      continue;
    }
    let content;
    try {
      content = JSON.parse(fs.readFileSync(full, 'utf8'));
    } catch (error) {
      problems.push(`${shown}: not JSON (${error.message})`);
      continue;
    }
    const extra = typeof content === 'object' && content !== null ? Object.keys(content).filter((name) => name !== 'label') : [];
    if (typeof content?.label !== 'string' || content.label.trim() === '' || extra.length > 0) {
      problems.push(`${shown}: must be { "label": "<the sidebar label>" } and nothing else`);
      continue;
    }
    keys[lang][NAV_NAMESPACE].add(key);
  }
}

/** The end of the call whose "(" is at `open`: its matching ")", strings and comments skipped. */
function callEnd(source, open) {
  let depth = 0;
  for (let i = open; i < source.length; i += 1) {
    const char = source[i];
    if (char === '/' && source[i + 1] === '/') i = source.indexOf('\n', i) === -1 ? source.length : source.indexOf('\n', i);
    else if (char === '/' && source[i + 1] === '*') i = source.indexOf('*/', i + 2) === -1 ? source.length : source.indexOf('*/', i + 2) + 1;
    else if (char === "'" || char === '"' || char === '`') {
      for (i += 1; i < source.length && source[i] !== char; i += 1) if (source[i] === '\\') i += 1;
    } else if ('([{'.includes(char)) depth += 1;
    else if (')]}'.includes(char) && --depth === 0) return i;
  }
  return source.length;
}

/** The web areas, read off their modules: each its key, its file and whether it has a sidebar item. */
function webAreas() {
  const found = [];
  for (const folder of fs.existsSync(featuresDir) ? fs.readdirSync(featuresDir, { withFileTypes: true }) : []) {
    if (!folder.isDirectory()) continue;
    for (const name of fs.readdirSync(path.join(featuresDir, folder.name))) {
      if (!/\.area\.tsx?$/.test(name)) continue;
      const file = path.join(featuresDir, folder.name, name);
      const source = fs.readFileSync(file, 'utf8');
      const calls = [
        ...[...source.matchAll(/\barea\(\s*(['"])([\w-]+)\1/g)].map((match) => ({ key: match[2], open: match.index + match[0].indexOf('(') })),
        ...[...source.matchAll(/\bdefineArea\(\s*\{/g)].flatMap((match) => {
          const open = match.index + match[0].indexOf('(');
          const key = /\bkey:\s*(['"])([\w-]+)\1/.exec(source.slice(open, callEnd(source, open)));
          return key ? [{ key: key[2], open }] : [];
        }),
      ];
      for (const { key, open } of calls) {
        found.push({ key, file: path.relative(webSrc, file), inSidebar: !/\binSidebar:\s*false\b/.test(source.slice(open, callEnd(source, open))) });
      }
      // An area whose key this script cannot read could not be checked for its label.
      const unread = [...source.matchAll(/\barea\((?!\s*['"])/g)].length + [...source.matchAll(/\bdefineArea\(/g)].length - calls.length;
      if (unread > 0 || calls.length === 0) {
        problems.push(`${path.relative(webSrc, file)}: write each area's key as a string literal, area('<key>', …) or defineArea({ key: '<key>', … }), so its sidebar label can be checked`);
      }
    }
  }
  return found;
}

const areas = webAreas();
for (const { key, file, inSidebar } of areas) {
  if (inSidebar && !fs.existsSync(path.join(localesDir, 'en', NAV_NAMESPACE, `${key}.json`))) {
    problems.push(`${file}: area "${key}" has a sidebar item but no label: add ${languages.map((lang) => `${lang}/${NAV_NAMESPACE}/${key}.json`).join(', ')} ({ "label": "…" })`);
  }
}
for (const file of navFiles) {
  const key = file.replace(/\.json$/, '');
  if (!areas.some((area) => area.key === key)) problems.push(`${NAV_NAMESPACE}/${file}: no web area has the key "${key}" (renamed or removed?)`);
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
console.log(
  `Translations complete: ${namespaceFiles.size} namespaces and ${navFiles.size} sidebar labels in ${languages.join(', ')}, ` +
    `one for each of the ${areas.filter((area) => area.inSidebar).length} sidebar areas; ${used} keys used in code are all there.`,
);
