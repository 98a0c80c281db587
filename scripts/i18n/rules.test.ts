// The translation check's rules on small texts: a glossary term left out, one
// English text translated two ways, a word in the wrong script.
import { describe, expect, it } from "vitest";
import { type EnglishGlossary, type LocaleGlossary, type Texts, checkOneTranslation, checkTerms } from "./glossary";
import { scriptProblems } from "./writing-systems";

const english: EnglishGlossary = {
  about: "",
  concepts: {
    order: { pattern: "\\borders?\\b", means: "" },
    draftOrder: { pattern: "\\bdraft orders?\\b", means: "" },
    type: { pattern: "\\btypes?\\b", means: "", except: { "form.search": "the verb" } },
  },
  keptInLatin: ["SKU"],
  literals: {},
  sameInEveryLanguage: [],
  differentOnPurpose: [],
};
const german: LocaleGlossary = {
  register: "Sie",
  terms: { order: { term: "Bestellung", stems: ["bestell"] }, draftOrder: { term: "Entwurf", stems: ["entwurf", "entwürf"] }, type: { term: "Typ", stems: ["typ"] } },
};
const texts = (entries: Record<string, [string, string]>): Texts =>
  new Map(Object.entries(entries).map(([key, [en, value]]) => [key, { english: en, value }]));

function run(check: (report: (where: string, message: string) => void) => unknown) {
  const problems: string[] = [];
  check((where, message) => problems.push(`${where}: ${message}`));
  return problems;
}

describe("glossary terms", () => {
  it("accepts inflected forms by stem and fails a value without the term", () => {
    const problems = run((report) =>
      checkTerms("de", texts({ a: ["Orders", "Bestellungen"], b: ["Order status", "Auftragsstatus"] }), english, german, report),
    );
    expect(problems).toEqual([expect.stringMatching(/^de: b: "Order" is “Bestellung” in the glossary, but "Auftragsstatus"/)]);
  });

  it("checks the longer concept where two overlap, and skips a concept's excepted keys", () => {
    const problems = run((report) =>
      checkTerms("de", texts({ a: ["Draft orders", "Entwürfe"], "form.search": ["Search or type…", "Suchen oder eingeben…"] }), english, german, report),
    );
    expect(problems).toEqual([]);
  });

  it("excuses a key listed without its term, and reports an excuse no longer needed", () => {
    const excused = { ...german, withoutTerm: { a: "implied by the heading", b: "stale" } };
    const problems = run((report) => checkTerms("de", texts({ a: ["Order", "Status"], b: ["Order", "Bestellung"] }), english, excused, report));
    expect(problems).toEqual([expect.stringMatching(/^de glossary: withoutTerm\.b: not needed/)]);
  });
});

describe("one English text, one translation", () => {
  it("fails two translations of one English text unless listed as different on purpose", () => {
    const two = texts({ "a.save": ["Save", "Speichern"], "b.save": ["Save", "Sichern"], "a.one_other": ["Items", "Artikel"], "a.one_one": ["Items", "Artikel (1)"] });
    expect(run((report) => checkOneTranslation("de", two, [], report))).toEqual([expect.stringMatching(/^de: "Save" is translated 2 ways/)]);
    expect(run((report) => checkOneTranslation("de", two, [{ keys: ["b.save"], why: "test" }], report))).toEqual([]);
  });
});

describe("writing systems", () => {
  it("fails letters of another script, but not the Latin words every language keeps", () => {
    expect(scriptProblems("ja", "SKUを保存", ["SKU"])).toEqual([]);
    expect(scriptProblems("ja", "Productを保存", ["SKU"])).toEqual([expect.stringContaining("“Product” is Latin script")]);
    expect(scriptProblems("hr", "Spremi прод", [])).toEqual([expect.stringContaining("“прод” is Cyrillic script")]);
    expect(scriptProblems("tm", "{{name}} சேமிக்கவும்", [])).toEqual([]);
    expect(scriptProblems("bg", "Вариант {{variant}} на <product></product>", [])).toEqual([]);
  });

  it("wants full-width punctuation next to Chinese text", () => {
    expect(scriptProblems("zh", "已删除的商品: {{count, number}}", [])).toEqual([expect.stringContaining("ASCII punctuation")]);
    expect(scriptProblems("zh", "已删除的商品：{{count, number}}", [])).toEqual([]);
    expect(scriptProblems("ja", "列「{{column}}」: 値がありません", [])).toEqual([expect.stringContaining("ASCII punctuation")]);
  });
});
