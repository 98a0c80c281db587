// Wall time of `npm run codegen` into a throw-away folder, split per API from
// the timings it logs, and the size of the committed src/generated.
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { format, type Figure, type Measurement } from "./figure.ts";

const BUDGET_S = 20;

async function timeCodegen() {
  mkdirSync(".tmp", { recursive: true });
  const temp = mkdtempSync(join(resolve(".tmp"), "bench-codegen-"));
  const cleanUp = () => rmSync(temp, { recursive: true, force: true });
  const onInterrupt = () => {
    cleanUp();
    process.exit(130);
  };
  process.once("SIGINT", onInterrupt);
  try {
    const t0 = performance.now();
    const { stdout } = await promisify(execFile)("npm", ["run", "codegen", "--", "--out", join(temp, "generated")], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const total = (performance.now() - t0) / 1000;
    // generate.ts logs "codegen: <api>: hey-api <n> ms, orval <n> ms" per API.
    const perApi = [...stdout.matchAll(/^codegen: (\w+): hey-api (\d+) ms, orval (\d+) ms$/gm)].map((m) => ({
      api: m[1],
      seconds: (Number(m[2]) + Number(m[3])) / 1000,
    }));
    return { total, perApi };
  } finally {
    process.off("SIGINT", onInterrupt);
    cleanUp();
  }
}

function sizeOf(dir: string) {
  let files = 0;
  let lines = 0;
  let bytes = 0;
  for (const name of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const file = join(dir, name);
    if (!statSync(file).isFile()) continue;
    const content = readFileSync(file);
    files++;
    bytes += content.length;
    let newlines = 0;
    for (const byte of content) if (byte === 0x0a) newlines++;
    lines += newlines + (content.length && content[content.length - 1] !== 0x0a ? 1 : 0);
  }
  return { files, lines, bytes };
}

const codegen: Measurement = async () => {
  const { total, perApi } = await timeCodegen();
  const rest = total - perApi.reduce((sum, a) => sum + a.seconds, 0);
  const split = [...perApi.map((a) => `${a.api} ${format(a.seconds, "s")}`), `contracts + start-up ${format(rest, "s")}`];
  console.log(`codegen: ${format(total, "s")} total (${split.join(", ")})`);
  const size = sizeOf("src/generated");
  console.log(
    `codegen: src/generated: ${size.files} files, ${size.lines} lines, ${format(size.bytes, "bytes")}`,
  );
  return [
    { label: "codegen total", value: total, unit: "s", budget: BUDGET_S },
    ...perApi.map((a): Figure => ({ label: `codegen ${a.api} (hey-api + orval)`, value: a.seconds, unit: "s" })),
    { label: "src/generated files", value: size.files, unit: "files" },
    { label: "src/generated lines", value: size.lines, unit: "lines" },
    { label: "src/generated size", value: size.bytes, unit: "bytes" },
  ];
};
export default codegen;
