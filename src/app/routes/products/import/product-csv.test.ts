import { describe, expect, it } from "vitest";
import { parseCsv, readText } from "./parse-csv";
import { productCsvTemplate, validateProductCsv } from "./product-csv";

const ALL = { salesChannels: true, categories: true };

describe("reading a CSV", () => {
  it("reads quoted cells, doubled quotes and line breaks, with the delimiter of the header", () => {
    expect(parseCsv('Product Handle;Product Description\r\nshirt;"A ""soft""; warm\nshirt"\n\n')).toEqual([
      ["Product Handle", "Product Description"],
      ["shirt", 'A "soft"; warm\nshirt'],
    ]);
    expect(parseCsv("\uFEFFProduct Handle,Price USD\ncap,12.5")).toEqual([
      ["Product Handle", "Price USD"],
      ["cap", "12.5"],
    ]);
  });
});

describe("checking a product CSV as Medusa's import reads it", () => {
  it("names unknown, repeated and missing columns", () => {
    const issues = validateProductCsv(parseCsv("Product Title,Colour,Product Title,Price USD\nShirt,red,Shirt,10"), ALL);
    expect(issues).toEqual([
      { kind: "unknownColumn", column: "Colour" },
      { kind: "duplicateColumn", column: "Product Title" },
      { kind: "missingColumn", column: "Product Handle" },
    ]);
  });

  it("names the row (as a spreadsheet numbers it) and column of each wrong value", () => {
    const csv = [
      "Product Handle,Product Status,Variant Inventory Quantity,Variant Manage Inventory,Price USD,Price Europe [EUR]",
      "shirt,published,10,true,12.5,11",
      ",draft,2.5,yes,abc,",
      "cap,live,3,FALSE,4,x,extra",
    ].join("\n");
    expect(validateProductCsv(parseCsv(csv), ALL)).toEqual([
      { kind: "missingValue", row: 3, column: "Product Handle" },
      { kind: "notInteger", row: 3, column: "Variant Inventory Quantity", value: "2.5" },
      { kind: "notBoolean", row: 3, column: "Variant Manage Inventory", value: "yes" },
      { kind: "notNumber", row: 3, column: "Price USD", value: "abc" },
      { kind: "extraCells", row: 4 },
      { kind: "badStatus", row: 4, column: "Product Status", value: "live" },
      { kind: "notNumber", row: 4, column: "Price Europe [EUR]", value: "x" },
    ]);
  });

  it("accepts sales channel and category columns only where the store has them", () => {
    const rows = parseCsv("Product Handle,Sales Channel 1 Name,Product Category 1 Handle\nshirt,Web,tops");
    expect(validateProductCsv(rows, ALL)).toEqual([]);
    expect(validateProductCsv(rows, { salesChannels: false, categories: false })).toEqual([
      { kind: "unknownColumn", column: "Sales Channel 1 Name" },
      { kind: "unknownColumn", column: "Product Category 1 Handle" },
    ]);
  });

  it("reports a file without product rows", () => {
    expect(validateProductCsv(parseCsv("Product Handle\n"), ALL)).toEqual([{ kind: "empty" }]);
  });

  it("offers a template that passes the check", async () => {
    const rows = parseCsv(await readText(productCsvTemplate()));
    expect(rows[0]).toEqual(expect.arrayContaining(["Product Handle", "Product Title", "Variant Title", "Price USD", "Option 1 Name"]));
    expect(validateProductCsv(rows, ALL)).toEqual([]);
  });
});
