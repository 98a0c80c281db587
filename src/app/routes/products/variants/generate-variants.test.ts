import { describe, expect, it } from "vitest";
import { generateVariants, missingVariants } from "./generate-variants";

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

describe("missingVariants", () => {
  const value = (option_id: string, v: string) => ({ option_id, value: v });
  const product = {
    options: [
      { id: "size", title: "Size", values: [{ value: "S" }, { value: "M" }, { value: "S" }] },
      { id: "color", title: "Color", values: [{ value: "Red" }, { value: "Blue" }, { value: "Blue" }] },
    ],
    variants: [{ options: [value("size", "S"), value("color", "Red")] }, { options: [value("size", "M"), value("color", "Blue")] }, { options: [value("size", "S"), value("color", "Blue")] }],
  };

  it("gives the combinations of existing values that no variant has, with option ids", () => {
    expect(missingVariants(product)).toEqual([{ title: "M / Red", options: [value("size", "M"), value("color", "Red")] }]);
  });

  it("gives none while an option has no value", () => {
    expect(missingVariants({ options: [...product.options, { id: "fit", title: "Fit", values: [] }], variants: [] })).toEqual([]);
  });
});
