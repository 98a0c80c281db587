// `npm run codegen:impact [-- <old.json> <new.json>] [--api admin|store] [--src <dir>]... [--json]`:
// what an API change means for the hand-written code. Without files it
// compares the committed contracts (git HEAD, what src/generated was made
// from) with the working tree's, both overlaid and normalised as codegen
// does (every API, or --api's); with two files it compares them as
// contracts of --api (default admin; normalised, no overlay). It lists
// operations and schemas added, removed and changed, and the files of
// src/app and plugins/ that import their generated artifacts. Exits 1 when
// an operation such a file uses changed in a breaking way, 2 on a bad
// argument or contract.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { apis, contractPaths, type Api } from "../../codegen.config.ts";
import { diffContracts, isAddition, type Change, type OperationDiff, type SchemaDiff } from "./contract-diff.ts";
import { ContractError } from "./errors.ts";
import { heyApiIds, listOperations, operationArtifactNames, schemaArtifactNames, type Paths } from "./hey-api-names.ts";
import { normalizeContract, parseJson, parseYamlText } from "./contracts.ts";
import { scanSources, type SourceUsage } from "./source-usage.ts";

type Json = Record<string, unknown>;

export interface Contract {
  label: string;
  doc: Json;
}
export interface ContractPair {
  api: Api;
  before: Contract;
  after: Contract;
}

export interface FileUse {
  file: string;
  /** Names of removed or changed fields the file mentions. */
  fields: string[];
}
type WithUsers<T> = T & { usedBy: FileUse[] };

export interface ApiImpact {
  api: Api;
  before: string;
  after: string;
  operations: WithUsers<OperationDiff>[];
  schemas: WithUsers<SchemaDiff>[];
}

export interface Impact {
  apis: ApiImpact[];
  /** 1 when an operation that a source file uses changed in a breaking way. */
  exitCode: 0 | 1;
}

export const defaultSourceRoots = ["src/app", "plugins"];

/** Two contract files of one API, as given (normalised, no overlay). */
export function contractPairFromFiles(oldFile: string, newFile: string, api: Api = "admin"): ContractPair {
  const load = (file: string): Contract => {
    const doc = parseJson(readFileSync(file, "utf8"), file);
    normalizeContract(doc, file);
    return { label: file, doc };
  };
  return { api, before: load(oldFile), after: load(newFile) };
}

/** Per API: the committed contract and overlay against the working tree's, as codegen derives them. */
export function contractPairsSinceHead(which: readonly Api[] = apis): ContractPair[] {
  const gitShow = (file: string) => execFileSync("git", ["show", `HEAD:${file}`], { encoding: "utf8", maxBuffer: 1 << 28 });
  const derive = (pulled: string, overlay: string, read: (file: string) => string, prefix: string): Contract => {
    const doc = parseJson(read(pulled), prefix + pulled);
    normalizeContract(doc, prefix + pulled, { doc: parseYamlText(read(overlay), prefix + overlay), file: prefix + overlay });
    return { label: `${prefix}${pulled} + ${prefix}${overlay}`, doc };
  };
  return which.map((api) => {
    const { pulled, overlay } = contractPaths(api);
    return {
      api,
      before: derive(pulled, overlay, gitShow, "HEAD:"),
      after: derive(pulled, overlay, (file) => readFileSync(file, "utf8"), ""),
    };
  });
}

/** Last segment of a field path, without `[]`: the name code uses for it. */
const fieldName = (path: string) => path.split(".").at(-1)!.replace(/(\[\])+$/, "");

function usersOf(sources: SourceUsage[], changes: Change[]): FileUse[] {
  const names = new Set(changes.filter((c) => c.path && !isAddition(c.kind)).map((c) => fieldName(c.path)));
  return sources.map((s) => ({ file: s.file, fields: [...names].filter((n) => s.mentions.has(n)) }));
}

export function analyzeImpact(pairs: ContractPair[], sourceRoots = defaultSourceRoots): Impact {
  const sources = scanSources(sourceRoots);
  const result = pairs.map(({ api, before, after }): ApiImpact => {
    const { operations, schemas } = diffContracts(before.doc, after.doc);
    // The code imports the names generated from the old contract.
    const owner = new Map<string, string>();
    const ops = listOperations(before.doc.paths as Paths);
    const ids = heyApiIds(ops);
    for (const op of ops) {
      for (const name of Object.values(operationArtifactNames(op, ids.get(op)!)).flat()) owner.set(name, `operation ${op.operationId}`);
    }
    for (const name of Object.keys((before.doc.components as Json).schemas as Json)) {
      for (const artifact of schemaArtifactNames(name)) owner.set(artifact, `schema ${name}`);
    }
    const importers = (key: string) => sources.filter((s) => s.imports.some((i) => i.api === api && owner.get(i.name) === key));
    return {
      api,
      before: before.label,
      after: after.label,
      operations: operations.map((o) => ({ ...o, usedBy: usersOf(importers(`operation ${o.operationId}`), o.changes) })),
      schemas: schemas.map((s) => ({ ...s, usedBy: usersOf(importers(`schema ${s.name}`), s.changes) })),
    };
  });
  const breaksUsedOperation = result.some((a) => a.operations.some((o) => o.breaking && o.usedBy.length));
  return { apis: result, exitCode: breaksUsedOperation ? 1 : 0 };
}

const mark = (breaking: boolean) => (breaking ? "  BREAKING" : "");
const statusSign = { added: "+", removed: "-", changed: "~" } as const;

function formatChange(c: Change) {
  const where = c.in === "schema" ? "" : `${c.in} `;
  const path = c.path || (c.in === "schema" ? "(schema)" : "(body)");
  return `${where}${path}: ${c.kind}${c.detail ? ` ${c.detail}` : ""}${mark(c.breaking)}`;
}

function formatEntry(title: string, entry: WithUsers<OperationDiff | SchemaDiff>): string[] {
  const used = entry.usedBy.map((u) => `used by ${u.file}${u.fields.length ? ` (uses field ${u.fields.join(", ")})` : ""}`);
  return [`  ${statusSign[entry.status]} ${title}${mark(entry.breaking)}`, ...[...entry.changes.map(formatChange), ...used].map((l) => `      ${l}`)];
}

export function formatImpact(impact: Impact): string {
  const count = (list: { status: string }[]) =>
    (["added", "removed", "changed"] as const).map((s) => `${list.filter((e) => e.status === s).length} ${s}`).join(", ");
  const lines: string[] = [];
  for (const a of impact.apis) {
    lines.push(`${a.api}: ${a.before} → ${a.after}`);
    if (!a.operations.length && !a.schemas.length) {
      lines.push("  no changes");
      continue;
    }
    lines.push(`  operations: ${count(a.operations)}`);
    for (const o of a.operations) lines.push(...formatEntry(`${o.operationId} (${o.method} ${o.path})`, o));
    lines.push(`  schemas: ${count(a.schemas)}`);
    for (const s of a.schemas) lines.push(...formatEntry(s.name, s));
  }
  const broken = impact.apis.flatMap((a) => a.operations.filter((o) => o.breaking && o.usedBy.length).map((o) => `${a.api} ${o.operationId}`));
  lines.push(
    broken.length
      ? `codegen:impact: ${broken.length} operation(s) the code uses changed in a breaking way: ${broken.join(", ")}`
      : "codegen:impact: no breaking change in an operation the code uses",
  );
  return lines.join("\n");
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { src: { type: "string", multiple: true }, api: { type: "string" }, json: { type: "boolean" } },
  });
  if (positionals.length !== 0 && positionals.length !== 2) throw new Error("expected no contract file or two: <old.json> <new.json>");
  const api = apis.find((a) => a === (values.api ?? "admin"));
  if (!api) throw new Error(`--api must be one of ${apis.join(", ")}`);
  const pairs = positionals.length
    ? [contractPairFromFiles(positionals[0], positionals[1], api)]
    : contractPairsSinceHead(values.api ? [api] : apis);
  const impact = analyzeImpact(pairs, values.src ?? defaultSourceRoots);
  console.log(values.json ? JSON.stringify(impact, null, 2) : formatImpact(impact));
  process.exitCode = impact.exitCode;
}

// Run as a command, not when a test imports the functions above.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    main();
  } catch (e) {
    if (e instanceof ContractError) console.error(`codegen:impact: contract error\n  file:    ${e.file}\n  pointer: ${e.pointer || "/"}\n  reason:  ${e.reason}`);
    else console.error(`codegen:impact: ${(e as Error).message}`);
    process.exitCode = 2;
  }
}
