// @vitest-environment node
// Tamil plurals must not depend on the machine: with a Russian locale Intl
// answers `tm` with Russian rules (few, many), so this runs i18next in a child
// process whose locale is Russian, as a user's browser would be.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const rules = fileURLToPath(new URL("./language-rules.ts", import.meta.url));
const tsx = fileURLToPath(new URL("../../../node_modules/.bin/tsx", import.meta.url));

const program = `(async () => {
  const { default: i18next } = await import("i18next");
  const { languageRules, pluralCategories } = await import(${JSON.stringify(rules)});
  const i18n = i18next.createInstance();
  await i18n.use(languageRules).init({
    lng: "tm",
    resources: { tm: { translation: { items_one: "ONE {{count, number}}", items_other: "OTHER {{count, number}}" } } },
  });
  console.log(JSON.stringify({
    machine: new Intl.PluralRules("tm").resolvedOptions().pluralCategories,
    categories: pluralCategories("tm"),
    texts: [1, 2, 5, 21, 100000].map((count) => i18n.t("items", { count })),
  }));
})();`;

describe("language rules under a Russian process locale", () => {
  it("chooses Tamil plural forms and Tamil number format for tm", () => {
    const env = { ...process.env, LANG: "ru_RU.UTF-8", LC_ALL: "ru_RU.UTF-8" };
    const out = JSON.parse(execFileSync(tsx, ["--eval", program], { env, encoding: "utf8" })) as Record<string, string[]>;
    // The process really is Russian: without the rules, tm would need few and many.
    expect(out.machine).toEqual(expect.arrayContaining(["few", "many"]));
    expect(out.categories).toEqual(["one", "other"]);
    // 2, 5 and 21 take Russian few, many and one; Tamil has "other" for all three. 100000 in Indian grouping.
    expect(out.texts).toEqual(["ONE 1", "OTHER 2", "OTHER 5", "OTHER 21", "OTHER 1,00,000"]);
  }, 30_000);
});
