// @vitest-environment node
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { localEntry, virtualModule } from "./admin-plugins";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

describe("admin-plugins Vite plugin", () => {
  it("finds a local plugin's entry from its package.json", () => {
    expect(localEntry(ROOT, "./plugins/loyalty-example")).toBe(`${ROOT}plugins/loyalty-example/src/index.ts`);
  });

  it("names the configuration entry when a folder is no plugin", () => {
    expect(() => localEntry(ROOT, "./plugins/nothing-here")).toThrow('admin-plugins.config.ts: "./plugins/nothing-here" has no package.json');
  });

  it("writes one dynamic import per plugin, so each is its own chunk", () => {
    expect(virtualModule(["/abs/a/index.ts", "some-package"], ["./a", "some-package"])).toBe(
      'export const sources = ["./a","some-package"];\n' +
        'export default [\n  () => import("/abs/a/index.ts"),\n  () => import("some-package"),\n];\n',
    );
  });
});
