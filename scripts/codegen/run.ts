// `npm run codegen [-- --out <dir>]`: regenerates src/generated. Output is
// built in a staging folder and swapped in only when every step succeeded,
// so a bad contract leaves src/generated untouched.
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { ContractError } from "./errors.ts";
import { generateAll } from "./generate.ts";

const outArg = process.argv.indexOf("--out");
const target = resolve(outArg > 0 ? process.argv[outArg + 1] : "src/generated");
// Staging beside the project (same file system), so the final swap is a rename.
mkdirSync(".tmp", { recursive: true });
const staging = mkdtempSync(join(resolve(".tmp"), "codegen-"));

const t0 = performance.now();
try {
  await generateAll(staging, (line) => console.log(`codegen: ${line}`));
  if (existsSync(target)) rmSync(target, { recursive: true });
  mkdirSync(resolve(target, ".."), { recursive: true });
  renameSync(staging, target);
  console.log(`codegen: wrote ${target} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
} catch (e) {
  rmSync(staging, { recursive: true, force: true });
  if (e instanceof ContractError) {
    console.error(`codegen: contract error\n  file:    ${e.file}\n  pointer: ${e.pointer || "/"}\n  reason:  ${e.reason}`);
  } else console.error("codegen: failed", e);
  console.error(`codegen: ${target} left untouched`);
  process.exit(1);
}
