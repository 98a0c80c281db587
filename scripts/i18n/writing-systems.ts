// Each language's writing system: a letter from another script is a slip
// (an English word left in Tamil, a Cyrillic letter in Croatian), except the
// Latin words every language keeps (SKU, JSON, Medusa; en.json keptInLatin).
// Chinese and Japanese also use full-width punctuation next to their own text.

const LATIN = ["Latin"];
const SCRIPTS: Record<string, string[]> = {
  ar: ["Arabic"],
  bg: ["Cyrillic"],
  ru: ["Cyrillic"],
  uk: ["Cyrillic"],
  hi: ["Devanagari"],
  tm: ["Tamil"],
  ko: ["Hangul"],
  ja: ["Hiragana", "Katakana", "Han"],
  zh: ["Han"],
};
const KNOWN = ["Latin", "Cyrillic", "Arabic", "Devanagari", "Tamil", "Hangul", "Hiragana", "Katakana", "Han", "Greek", "Hebrew", "Thai"];
const scriptOf = (letter: string) => KNOWN.find((s) => new RegExp(`\\p{Script=${s}}`, "u").test(letter)) ?? "Common";

/** Runs of letters (with their combining marks) in one script: "SKUを保存" is "SKU" and "を保存" split by script. */
function scriptRuns(text: string) {
  const runs: { run: string; script: string }[] = [];
  let last: { run: string; script: string } | undefined;
  for (const c of text) {
    if (/\p{M}/u.test(c) && last) last.run += c;
    else if (/\p{L}/u.test(c)) {
      const script = scriptOf(c);
      if (last && last.script === script) last.run += c;
      else runs.push((last = { run: c, script }));
    } else last = undefined;
  }
  return runs;
}

/** CJK text next to ASCII punctuation (ignoring spaces): "保存:" where "保存：" belongs. */
// Their own brackets and marks count as CJK text too (「」: 「…」 is the slip).
const CJK = "\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}「」『』（）。、";
const ASCII_PUNCTUATION = new RegExp(`[${CJK}]\\s*[,;:!?.()]|[,;:!?()]\\s*[${CJK}]`, "u");

export function scriptProblems(code: string, value: string, keptInLatin: readonly string[]): string[] {
  const allowed = SCRIPTS[code] ?? LATIN;
  // placeholders and the <Trans> element tags (`<product></product>`) are not text
  const text = value.replace(/{{[^}]*}}|<\/?\w+>/g, " ");
  const problems: string[] = [];
  for (const { run, script } of scriptRuns(text)) {
    if (allowed.includes(script) || script === "Common") continue;
    if (script === "Latin" && keptInLatin.includes(run)) continue;
    problems.push(`“${run}” is ${script} script; ${code} is written in ${allowed.join(", ")} (Latin words kept everywhere: en.json keptInLatin)`);
  }
  if ((code === "zh" || code === "ja") && ASCII_PUNCTUATION.test(text)) {
    problems.push(`ASCII punctuation next to ${code} text; use full-width （），：；！？。`);
  }
  return problems;
}
