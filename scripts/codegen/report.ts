// `npm run codegen:report`: for every operation of the normalised contracts,
// whether src/generated has its fetcher, query/mutation options, Zod response
// schema and MSW handler. Exits 1 when any coverage is below 100 %.
import { readFileSync } from "node:fs";
import { pascal } from "orval";
import { apis, derivedContractPaths, type Api } from "../../codegen.config.ts";
import { heyApiIds, heyApiName, listOperations, type Operation } from "./hey-api-names.ts";

const generated = "src/generated";

const artifacts = ["fetchers", "query/mutation hooks", "Zod response schemas", "MSW handlers"] as const;
type Artifact = (typeof artifacts)[number];

function readOperations(api: Api): Operation[] {
  const contract = JSON.parse(readFileSync(derivedContractPaths(api, generated).normalized, "utf8"));
  return listOperations(contract.paths);
}

const exportsOf = (file: string) => {
  const names = new Map<string, string>();
  for (const m of readFileSync(file, "utf8").matchAll(/^export (?:const|async function|function) ([\w$]+)(.*)$/gm)) {
    names.set(m[1], m[2]);
  }
  return names;
};

/** The name each artifact of an operation must have, and the file that must export it. */
function expectedNames(api: Api, op: Operation, id: string): Record<Artifact, [file: string, name: string]> {
  const dir = `${generated}/${api}`;
  return {
    fetchers: [`${dir}/sdk.gen.ts`, heyApiName("{{name}}", id)],
    "query/mutation hooks": [
      `${dir}/@tanstack/react-query.gen.ts`,
      heyApiName(op.method === "get" ? "{{name}}Options" : "{{name}}Mutation", id),
    ],
    "Zod response schemas": [`${dir}/zod.gen.ts`, heyApiName("z{{name}}Response", id)],
    // orval names handlers from the raw operationId with its own pascal().
    "MSW handlers": [`${generated}/mocks/${api}/${api}.ts`, `get${pascal(op.operationId)}MockHandler`],
  };
}

const pct = (n: number, total: number) => `${n} (${total ? Math.floor((n / total) * 1000) / 10 : 100}%)`;

const rows: string[][] = [];
const missing: string[] = [];
const notes: string[] = [];
for (const api of apis) {
  const ops = readOperations(api);
  const ids = heyApiIds(ops);
  const files = new Map<string, Map<string, string>>();
  const exportsIn = (file: string) => files.get(file) ?? files.set(file, exportsOf(file)).get(file)!;
  const covered = Object.fromEntries(artifacts.map((a) => [a, 0])) as Record<Artifact, number>;
  const bodiless: string[] = [];
  for (const op of ops) {
    const gaps: string[] = [];
    for (const [artifact, [file, name]] of Object.entries(expectedNames(api, op, ids.get(op)!)) as [
      Artifact,
      [string, string],
    ][]) {
      const rest = exportsIn(file).get(name);
      if (rest === undefined) gaps.push(`${artifact} (${name})`);
      else covered[artifact]++;
      // Present, but it checks nothing: the operation answers without a body.
      if (artifact === "Zod response schemas" && rest?.includes("= z.void()")) bodiless.push(op.operationId);
    }
    if (gaps.length) missing.push(`  ${api} ${op.operationId} (${op.method.toUpperCase()} ${op.path}): ${gaps.join(", ")}`);
  }
  rows.push([api, String(ops.length), ...artifacts.map((a) => pct(covered[a], ops.length))]);
  if (bodiless.length) {
    notes.push(`  ${api}: ${bodiless.length} Zod response schema(s) are z.void(), the only 2xx having no body: ${bodiless.join(", ")}`);
  }
}

const header = ["spec", "operations", ...artifacts];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(" | ");
console.log(line(header));
console.log(widths.map((w) => "-".repeat(w)).join("-|-"));
for (const row of rows) console.log(line(row));
if (notes.length) console.log(`\nnotes:\n${notes.join("\n")}`);
if (missing.length) {
  console.log(`\n${missing.length} operation(s) missing an artifact:\n${missing.join("\n")}`);
  process.exit(1);
}
console.log("\nevery operation has all four artifacts");
