// `npm run i18n:check`: fails when the app uses an i18n key that en lacks, or
// when a locale is missing, extra, incomplete, padded with unknown keys, empty,
// untranslated (same text as English), out of step with en's {{variables}},
// their formats and plural forms, written in another script, translates one
// English text two ways, or leaves out a term of its glossary
// (src/app/i18n/glossary). en is the source; every other locale is measured
// against it. Plural forms come from each language's own rules, so the result
// is the same whatever the machine's locale.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { pluralCategories } from "../../src/app/i18n/language-rules.ts";
import { intlLocale, languageCodes } from "../../src/app/i18n/languages.ts";
import { type EnglishGlossary, GLOSSARY_DIR, type LocaleGlossary, checkOneTranslation, checkStructure, checkTerms, readGlossary } from "./glossary.ts";
import { scriptProblems } from "./writing-systems.ts";

// Paths below are relative to the repository root, wherever the script is started from.
process.chdir(fileURLToPath(new URL("../../", import.meta.url)));
const LOCALES_DIR = "public/locales";
const APP_DIR = "src/app";
const NAMESPACE = "translation.json";
const SOURCE = "en";

type Flat = Map<string, string>;
/** Information that fails nothing (terms an inflected language cannot check by stem). */
const notes: string[] = [];
/** Problems keyed by where they are (a locale code or "src/app"), so a reader sees each locale's list at once. */
const problems = new Map<string, string[]>();
const report = (where: string, message: string) => {
  problems.set(where, [...(problems.get(where) ?? []), message]);
};

/** Flattens nested JSON into dotted keys; only string leaves are valid i18next values. */
function flatten(where: string, value: unknown, prefix = "", out: Flat = new Map()): Flat {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    report(where, `${prefix || "(root)"}: expected an object of strings`);
    return out;
  }
  for (const [k, v] of Object.entries(value)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === "string") out.set(key, v);
    else if (v !== null && typeof v === "object" && !Array.isArray(v)) flatten(where, v, key, out);
    else report(where, `${key}: value is not a string`);
  }
  return out;
}

function readLocale(code: string): Flat | undefined {
  const file = join(LOCALES_DIR, code, NAMESPACE);
  if (!existsSync(file)) return report(code, `${file} is missing`), undefined;
  try {
    return flatten(code, JSON.parse(readFileSync(file, "utf8")));
  } catch (e) {
    return report(code, `${file} is not valid JSON: ${(e as Error).message}`), undefined;
  }
}

/** Names inside {{...}}, without i18next's ", format" part. */
const variables = (text: string) => new Set(formats(text).keys());
/** Each variable's format ("number" in {{count, number}}; "" for none). */
const formats = (text: string) =>
  new Map([...text.matchAll(/{{\s*([^,}\s]+)\s*(?:,\s*([^}]*?))?\s*}}/g)].map((m) => [m[1], m[2] ?? ""]));
/** Variables that hold numbers: written in the language's number format. */
const NUMERIC = new Set(["count", "n", "total", "first", "last", "stock", "failed", "done", "current", "row", "position", "ms"]);
/** A count may stand outside plural forms only as a label's value: "Products deleted: {{count, number}}" or "(…)". */
const COUNT_AS_LABEL = /:\s*{{count, number}}(\.|$)|\({{count, number}}\)/;
const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));
const show = (s: Set<string>) => (s.size ? [...s].sort().map((v) => `{{${v}}}`).join(" ") : "none");

// i18next JSON v4 plural keys: base_<category> or base_ordinal_<category>.
const PLURAL = /^(.+?)(_ordinal)?_(zero|one|two|few|many|other)$/;

/**
 * Plural groups of en: base key (with "_ordinal" when ordinal) -> English
 * text of its `_other` form. A key only counts as a plural form when en also
 * has the group's `_other`, so keys such as `not_paid` stay ordinary keys.
 */
function pluralGroups(en: Flat): Map<string, string> {
  const groups = new Map<string, string>();
  for (const key of en.keys()) {
    const m = PLURAL.exec(key);
    if (!m) continue;
    const group = m[1] + (m[2] ?? "");
    const other = en.get(`${group}_other`);
    if (other !== undefined) groups.set(group, other);
  }
  return groups;
}

/** Forms i18next looks up for this code (with src/app/i18n/language-rules.ts: the language's own rules). */
const pluralForms = (code: string, ordinal: boolean) => pluralCategories(code, ordinal ? "ordinal" : "cardinal");

/** The keys a locale must have: en's ordinary keys plus the plural forms its language uses. */
function expectedKeys(code: string, en: Flat, groups: Map<string, string>): Map<string, string> {
  const expected = new Map<string, string>(); // key -> English text it is compared with
  for (const [key, text] of en) {
    const m = PLURAL.exec(key);
    if (!m || !groups.has(m[1] + (m[2] ?? ""))) expected.set(key, text);
  }
  for (const [group, otherText] of groups) {
    const forms = new Set(pluralForms(code, group.endsWith("_ordinal")));
    // i18next also looks up a cardinal `_zero` for count 0 in every language: required when en has one.
    if (en.has(`${group}_zero`)) forms.add("zero");
    for (const form of forms) expected.set(`${group}_${form}`, en.get(`${group}_${form}`) ?? otherText);
  }
  return expected;
}

function checkLocale(code: string, locale: Flat, en: Flat, groups: Map<string, string>, source: EnglishGlossary, glossary: LocaleGlossary) {
  const expected = expectedKeys(code, en, groups);
  const allowed = new Set(Object.keys(glossary.sameAsEnglish ?? {}));
  const texts = new Map<string, { english: string; value: string }>();
  // One line per missing key, with the English text to translate.
  for (const [key, english] of expected) if (!locale.has(key)) report(code, `${key}: missing (en: "${english}")`);
  for (const [key, value] of locale) {
    const m = PLURAL.exec(key);
    // An optional `_zero` ("No items") is fine in any language, as i18next uses it for count 0.
    const optionalZero = m && !m[2] && m[3] === "zero" && groups.has(m[1]);
    const english = expected.get(key) ?? (optionalZero ? groups.get(m[1]) : undefined);
    if (english === undefined) {
      report(code, `${key}: not a key of en${m ? ` (or a plural form ${code} does not use)` : ""}`);
      continue;
    }
    if (!value.trim()) {
      report(code, `${key}: empty`);
      continue;
    }
    const want = variables(english);
    const got = variables(value);
    // Forms other than `_other` may spell the number out ("one item", "no items"), so {{count}} is optional there.
    if (m && groups.has(m[1] + (m[2] ?? "")) && m[3] !== "other") [want, got].forEach((v) => v.delete("count"));
    if (!sameSet(want, got)) report(code, `${key}: variables ${show(got)}, en has ${show(want)}`);
    const enFormats = formats(english);
    for (const [name, format] of formats(value)) {
      if (enFormats.has(name) && enFormats.get(name) !== format) report(code, `${key}: {{${name}${format ? `, ${format}` : ""}}} where en has {{${name}${enFormats.get(name) ? `, ${enFormats.get(name)}` : ""}}}`);
    }
    // Only variables and signs ("{{name}} ({{email}})", "× {{count, number}}"): nothing to translate.
    const wordless = !/\p{L}/u.test(english.replace(/{{[^}]*}}/g, ""));
    if (value === english && !wordless && !source.sameInEveryLanguage.includes(value) && !allowed.has(key)) {
      report(code, `${key}: same as English ("${value}"); translate it or list it in ${GLOSSARY_DIR}/${code}.json sameAsEnglish, with why`);
    }
    // A needless entry would later excuse an untranslated value.
    if ((value !== english || wordless) && allowed.has(key)) report(`${code} glossary`, `sameAsEnglish.${key}: not needed (${wordless ? "no words to translate" : "translated now"}); remove it`);
    // Typed values (an example handle, CSV values) may stay in Latin letters, transliterated or not.
    if (!source.literals[key]) for (const problem of scriptProblems(code, value, source.keptInLatin)) report(code, `${key}: ${problem}`);
    texts.set(key, { english, value });
  }
  for (const key of allowed) if (!expected.has(key)) report(`${code} glossary`, `sameAsEnglish.${key}: not a key of en`);
  checkOneTranslation(code, texts, [...source.differentOnPurpose, ...(glossary.differentOnPurpose ?? [])], report);
  checkStructure(code, glossary, source, report);
  const unchecked = checkTerms(code, texts, source, glossary, report);
  if (unchecked) notes.push(`${code}: ${unchecked} uses of terms without stems, not checked`);
}

/** Rules on en itself: numbers in the number format, counts in sentences with plural forms. */
function checkSource(en: Flat, groups: Map<string, string>) {
  for (const [key, text] of en) {
    for (const [name, format] of formats(text)) {
      if (NUMERIC.has(name) && format !== "number") report(SOURCE, `${key}: write {{${name}, number}} so the number is in the language's format`);
    }
    const m = PLURAL.exec(key);
    const plural = m && groups.has(m[1] + (m[2] ?? ""));
    if (!plural && formats(text).has("count") && !COUNT_AS_LABEL.test(text)) {
      report(SOURCE, `${key}: a count inside a sentence needs plural forms (${key}_one, ${key}_other), or the label form "…: {{count, number}}"`);
    }
  }
}

/** Every .ts/.tsx file under dir. */
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((f) => join(dir, f))
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith(".d.ts") && statSync(f).isFile());

/**
 * Keys the app uses. Rather than guess every way a key reaches t() (data
 * tables, zod params, router state...), every string literal shaped like a key
 * (a dotted path whose first segment is a top-level key of en) is taken as one,
 * plus any literal passed straight to t(). Template literals `a.b.${x}` are
 * checked as prefixes.
 */
function checkSourceKeys(en: Flat) {
  const topLevel = new Set([...en.keys()].map((k) => k.split(".")[0]));
  const keyShaped = (s: string) => /^[A-Za-z_$][\w$-]*(\.[A-Za-z_$][\w$-]*)+$/.test(s) && topLevel.has(s.split(".")[0]);
  const leafKeys = [...en.keys()];
  // t("x", { count }) resolves x through its plural forms.
  const exists = (key: string) => en.has(key) || en.has(`${key}_other`) || en.has(`${key}_ordinal_other`);
  for (const file of sourceFiles(APP_DIR)) {
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const where = (node: ts.Node) =>
      `${relative(".", file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const isTCall = (node: ts.Node) => {
      const call = node.parent;
      if (!call || !ts.isCallExpression(call) || call.arguments[0] !== node) return false;
      const callee = call.expression;
      const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : "";
      return name === "t";
    };
    const visit = (node: ts.Node): void => {
      // Module specifiers ("./a.b") are never keys.
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        if (keyShaped(node.text) || isTCall(node)) {
          if (!exists(node.text)) report(APP_DIR, `${where(node)}: key "${node.text}" is not in en`);
        }
      } else if (ts.isTemplateExpression(node)) {
        const prefix = node.head.text;
        if (keyShaped(prefix.replace(/\.$/, "")) && prefix.endsWith(".")) {
          if (!leafKeys.some((k) => k.startsWith(prefix))) {
            report(APP_DIR, `${where(node)}: no key of en starts with "${prefix}"`);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
}

function main() {
  const expectedCodes: readonly string[] = languageCodes;
  const folders = readdirSync(LOCALES_DIR).filter((f) => statSync(join(LOCALES_DIR, f)).isDirectory());
  for (const f of folders) if (!expectedCodes.includes(f)) report(f, `${LOCALES_DIR}/${f} is not one of the ${expectedCodes.length} languages`);
  for (const c of expectedCodes) if (!folders.includes(c)) report(c, `${LOCALES_DIR}/${c} is missing`);

  const en = readLocale(SOURCE);
  const english = readGlossary<EnglishGlossary>(SOURCE, report);
  if (!en || !english) return finish(0, expectedCodes.length);
  const groups = pluralGroups(en);
  for (const key of en.keys()) if (!en.get(key)!.trim()) report(SOURCE, `${key}: empty`);
  checkSource(en, groups);
  checkSourceKeys(en);

  for (const code of expectedCodes) {
    if (code === SOURCE || !folders.includes(code)) continue;
    // Without its Intl locale, Intl would answer with the machine's language (see language-rules.ts).
    if (!Intl.PluralRules.supportedLocalesOf(intlLocale(code)).length) report(code, `Intl has no plural rules for ${intlLocale(code)}; map the code in languages.ts intlLocale`);
    const locale = readLocale(code);
    const glossary = readGlossary<LocaleGlossary>(code, report);
    if (locale && glossary) checkLocale(code, locale, en, groups, english, glossary);
  }
  finish(en.size, expectedCodes.length);
}

function finish(keys: number, locales: number) {
  for (const note of notes) console.log(note);
  let count = 0;
  for (const [where, list] of [...problems].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`${where} (${list.length}):`);
    for (const p of list) console.log(`  ${p}`);
    count += list.length;
  }
  console.log(`i18n:check: ${locales} locales, ${keys} keys each, ${count} problem${count === 1 ? "" : "s"}`);
  process.exitCode = count ? 1 : 0;
}

main();
