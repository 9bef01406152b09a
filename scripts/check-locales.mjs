// Fails when a translation key exists in one language but not in another (en, es, pt, fr).
import fs from 'node:fs';
import path from 'node:path';

const localesDir = path.resolve(import.meta.dirname, '..', 'web', 'src', 'locales');
const languages = ['en', 'es', 'pt', 'fr'];

function keysOf(value, prefix = '') {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

const namespaces = new Set(languages.flatMap((lang) => fs.existsSync(path.join(localesDir, lang)) ? fs.readdirSync(path.join(localesDir, lang)) : []));
const problems = [];
for (const file of namespaces) {
  const keys = Object.fromEntries(
    languages.map((lang) => {
      const full = path.join(localesDir, lang, file);
      return [lang, fs.existsSync(full) ? new Set(keysOf(JSON.parse(fs.readFileSync(full, 'utf8')))) : null];
    }),
  );
  const all = new Set(languages.flatMap((lang) => [...(keys[lang] ?? [])]));
  for (const lang of languages) {
    if (!keys[lang]) {
      problems.push(`${lang}/${file} is missing`);
      continue;
    }
    for (const key of all) if (!keys[lang].has(key)) problems.push(`${lang}/${file}: missing key ${key}`);
  }
}
if (problems.length > 0) {
  console.error(`Translations incomplete:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Translations complete: ${namespaces.size} namespaces in ${languages.join(', ')}.`);
