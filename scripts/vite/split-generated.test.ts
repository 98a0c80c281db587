import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { splitGenerated } from "./split-generated";

/** A fake generated folder: zod.gen with a cycle, and an app module importing from it. */
function fixture() {
  const root = mkdtempSync(join(tmpdir(), "split-"));
  const gen = join(root, "src/generated/admin");
  mkdirSync(gen, { recursive: true });
  writeFileSync(
    join(gen, "zod.gen.ts"),
    [
      "import * as z from 'zod/mini';",
      "export type Unused = string;",
      "export const zA = z.string();",
      "export const zB = z.object({ a: zA, get c() { return zC; } });",
      "export const zC = z.object({ b: zB });",
      "export const zD = z.number();",
    ].join("\n"),
  );
  return { root, file: join(gen, "zod.gen.ts"), app: join(root, "src/app/page.ts") };
}

type Hook = (this: unknown, ...args: unknown[]) => unknown;
/** The build's resolution, as far as the fixture needs it: relative paths and the @generated/ alias. */
const context = (root: string) => ({
  warn() {},
  async resolve(spec: string, importer: string) {
    const base = spec.startsWith("@generated/") ? join(root, "src/generated", spec.slice("@generated/".length)) : resolve(dirname(importer), spec);
    return { id: `${base}.ts` };
  },
});
const call = (root: string, hook: unknown, ...args: unknown[]) => (hook as Hook).call(context(root), ...args);

describe("split-generated", () => {
  it.each(["../generated/admin/zod.gen", "@generated/admin/zod.gen"])("points an app module's imports (%s) at the parts it uses, a cycle kept in one part", async (spec) => {
    const { root, file, app } = fixture();
    const plugin = splitGenerated();
    const out = (await call(root, plugin.transform, `import { zB, zD } from "${spec}";\nexport const x = [zB, zD];`, app)) as { code: string };
    const specs = [...out.code.matchAll(/from "([^"]+)"/g)].map((m) => m[1]);
    expect(specs).toHaveLength(2);
    expect(specs.every((s) => s.startsWith(`virtual:split-generated:${file}:`))).toBe(true);

    const load = (part: string) => call(root, plugin.load, `\0${part}`) as string;
    const [cycle, number] = out.code.includes("{ zB }") ? specs : [...specs].reverse();
    // zB and zC reference each other: one part holds both, and imports zA's part
    expect(load(cycle)).toMatch(/export const zB[\s\S]*export const zC/);
    expect(load(cycle)).toMatch(/import \{ zA \} from "virtual:split-generated:/);
    // zD's part has its declaration and the zod import only
    expect(load(number)).toContain("export const zD = z.number()");
    expect(load(number)).not.toContain("zA");
  });

  it("leaves type-only imports and other modules alone", async () => {
    const { root, app } = fixture();
    const plugin = splitGenerated();
    expect(await call(root, plugin.transform, `import type { Unused } from "../generated/admin/zod.gen";\nexport type X = Unused;`, app)).toBeUndefined();
    expect(await call(root, plugin.transform, `import { x } from "./other";`, app)).toBeUndefined();
  });
});
