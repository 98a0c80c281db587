import { describe, expect, it } from "vitest";
import { generateVariants } from "./generate-variants";

describe("generateVariants", () => {
  it("makes one variant per combination of values, options in order", () => {
    expect(generateVariants([{ title: "Size", values: ["S", "M"] }, { title: "Color", values: ["Red", "Blue"] }])).toEqual([
      { title: "S / Red", values: ["S", "Red"] },
      { title: "S / Blue", values: ["S", "Blue"] },
      { title: "M / Red", values: ["M", "Red"] },
      { title: "M / Blue", values: ["M", "Blue"] },
    ]);
  });

  it("makes none without values, and skips options that have none yet", () => {
    expect(generateVariants([])).toEqual([]);
    expect(generateVariants([{ title: "Size", values: [] }])).toEqual([]);
    expect(generateVariants([{ title: "Size", values: ["S"] }, { title: "Color", values: [] }])).toEqual([{ title: "S", values: ["S"] }]);
  });
});
