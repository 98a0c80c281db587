// The glossaries (src/app/i18n/glossary/<code>.json): en.json names the
// concepts and the English words for them; every other language gives the one
// term it uses for each concept, its register, and the keys excused from a rule
// (each with why). checkTerms() fails a text whose English names a concept
// while the translation lacks the term (one of its stems, so inflected forms
// match); a term without stems cannot be checked that way and is only counted.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { intlLocale } from "../../src/app/i18n/languages.ts";

export const GLOSSARY_DIR = "src/app/i18n/glossary";

export type Report = (where: string, message: string) => void;
/** Keys excused from a rule, each with the reason. */
export type Excused = Record<string, string>;
export type DifferentOnPurpose = { keys: string[]; why: string };
/** A locale's texts by key, each with the English text it translates. */
export type Texts = Map<string, { english: string; value: string }>;

export type EnglishGlossary = {
  about: string;
  concepts: Record<string, { pattern: string; means: string; except?: Excused }>;
  /** Latin-script words kept as they are in languages written in another script (codes, brands, units). */
  keptInLatin: string[];
  /** Keys quoting values typed as they are (an example handle, CSV values): their English words may stay. */
  literals: Excused;
  /** Values that stay in English in every language. */
  sameInEveryLanguage: string[];
  /** Keys sharing an English text whose meaning differs, in every language. */
  differentOnPurpose: DifferentOnPurpose[];
};

export type LocaleGlossary = {
  register: string;
  terms: Record<string, { term: string; stems?: string[]; note?: string }>;
  /** Keys whose English text is also right in this language. */
  sameAsEnglish?: Excused;
  /** Keys sharing an English text that this language translates differently. */
  differentOnPurpose?: DifferentOnPurpose[];
  /** Keys whose text names a concept without its glossary term. */
  withoutTerm?: Excused;
};

export function readGlossary<T>(code: string, report: Report): T | undefined {
  const file = join(GLOSSARY_DIR, `${code}.json`);
  if (!existsSync(file)) return report(code, `${file} is missing: every language has a glossary`), undefined;
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch (e) {
    return report(code, `${file} is not valid JSON: ${(e as Error).message}`), undefined;
  }
}

/** Where a text's English names concepts: overlapping matches go to the longer words ("draft order" over "order"). */
function conceptsIn(text: string, english: EnglishGlossary, key: string): Map<string, string> {
  const found: { concept: string; start: number; end: number }[] = [];
  for (const [concept, { pattern, except }] of Object.entries(english.concepts)) {
    if (except?.[key]) continue;
    for (const m of text.matchAll(new RegExp(pattern, "giu"))) found.push({ concept, start: m.index, end: m.index + m[0].length });
  }
  found.sort((a, b) => b.end - b.start - (a.end - a.start));
  const taken: typeof found = [];
  for (const f of found) if (!taken.some((t) => f.start < t.end && t.start < f.end)) taken.push(f);
  return new Map(taken.map((t) => [t.concept, text.slice(t.start, t.end)]));
}

// placeholders and the <Trans> element tags (`<product></product>`) are not words of the text
const withoutVariables = (text: string) => text.replace(/{{[^}]*}}|<\/?\w+>/g, " ");

/** Structure: every concept has a term, nothing unknown, a register named. */
export function checkStructure(code: string, glossary: LocaleGlossary, english: EnglishGlossary, report: Report) {
  const where = `${code} glossary`;
  if (!glossary.register?.trim()) report(where, "register: say which register (formal or informal, politeness level) the texts use");
  for (const concept of Object.keys(english.concepts)) {
    const term = glossary.terms?.[concept];
    if (!term?.term?.trim()) report(where, `terms.${concept}: missing (${english.concepts[concept].means})`);
    else if (term.stems?.some((s) => !s.trim())) report(where, `terms.${concept}: an empty stem matches every text`);
  }
  for (const concept of Object.keys(glossary.terms ?? {})) {
    if (!english.concepts[concept]) report(where, `terms.${concept}: not a concept of en.json`);
  }
}

/** Fails a value whose English names a concept while it lacks the term; returns the number of unchecked uses. */
export function checkTerms(
  code: string,
  texts: Texts,
  english: EnglishGlossary,
  glossary: LocaleGlossary,
  report: Report,
): number {
  // Arabic vowel marks are optional in writing (معرّف is معرف): stems match without them.
  const lower = (s: string) => s.normalize("NFC").replace(/[\u064B-\u0652\u0670]/g, "").toLocaleLowerCase(intlLocale(code));
  const excused = new Map(Object.entries(glossary.withoutTerm ?? {}));
  const used = new Set<string>();
  let unchecked = 0;
  for (const [key, { english: en, value }] of texts) {
    // Quoted values (CSV values, an example handle) are typed as they are, not terms.
    if (english.literals[key]) continue;
    const have = lower(withoutVariables(value));
    for (const [concept, words] of conceptsIn(withoutVariables(en), english, key)) {
      const term = glossary.terms?.[concept];
      if (!term) continue; // reported by checkStructure
      if (!term.stems?.length) {
        unchecked++;
        continue;
      }
      if (term.stems.some((s) => have.includes(lower(s)))) continue;
      if (excused.has(key)) {
        used.add(key);
        continue;
      }
      report(code, `${key}: "${words}" is “${term.term}” in the glossary, but "${value}" has none of ${term.stems.map((s) => `“${s}”`).join(", ")} (or excuse the key in withoutTerm, with why)`);
    }
  }
  for (const key of excused.keys()) {
    if (!used.has(key)) report(`${code} glossary`, `withoutTerm.${key}: not needed (the key ${texts.has(key) ? "has its terms" : "does not exist"}); remove it`);
  }
  return unchecked;
}

/** One English text, one translation: keys sharing an English text agree, unless listed as different on purpose. */
export function checkOneTranslation(code: string, texts: Texts, onPurpose: DifferentOnPurpose[], report: Report) {
  const excused = new Set(onPurpose.flatMap((d) => d.keys));
  // Plural forms of one group share an English text but are different forms.
  const byEnglish = new Map<string, string[]>();
  for (const [key, { english }] of texts) {
    const form = /_(zero|one|two|few|many|other)$/.exec(key)?.[1];
    const id = form ? `${english} (${form})` : english;
    byEnglish.set(id, [...(byEnglish.get(id) ?? []), key]);
  }
  for (const [english, keys] of byEnglish) {
    const held = keys.filter((k) => !excused.has(k));
    const values = new Set(held.map((k) => texts.get(k)!.value));
    if (values.size > 1) {
      report(code, `"${english}" is translated ${values.size} ways: ${held.map((k) => `${k} = "${texts.get(k)!.value}"`).join("; ")} (use one, or list the keys under differentOnPurpose, with why)`);
    }
  }
  for (const { keys } of onPurpose) {
    for (const key of keys) {
      const text = texts.get(key);
      if (text && ![...byEnglish.values()].some((keys) => keys.length > 1 && keys.includes(key))) report(`${code} glossary`, `differentOnPurpose: ${key} shares its English text with no other key; remove it`);
    }
  }
}
