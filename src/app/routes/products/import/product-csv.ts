// The columns Medusa 1.20's product import reads, as its strategy declares
// them (@medusajs/medusa dist/strategies/batch-jobs/product/types/
// columns-definition.js): fixed names, numbered ones (options, images, sales
// channels, categories) and one price column per currency or region. The
// server rejects a file with a column it does not know or a row without a
// product handle; the values checked here are those it would store wrongly
// or refuse (numbers, true/false, the status).

type ValueKind = "text" | "number" | "integer" | "boolean" | "status";

const FIXED: Record<string, ValueKind> = {
  "Product Id": "text",
  "Product Handle": "text",
  "Product Title": "text",
  "Product Subtitle": "text",
  "Product Description": "text",
  "Product Status": "status",
  "Product Thumbnail": "text",
  "Product Weight": "number",
  "Product Length": "number",
  "Product Width": "number",
  "Product Height": "number",
  "Product HS Code": "text",
  "Product Origin Country": "text",
  "Product MID Code": "text",
  "Product Material": "text",
  "Product Collection Title": "text",
  "Product Collection Handle": "text",
  "Product Type": "text",
  "Product Tags": "text",
  "Product Discountable": "boolean",
  "Product External Id": "text",
  "Product Profile Name": "text",
  "Product Profile Type": "text",
  "Variant Id": "text",
  "Variant Title": "text",
  "Variant SKU": "text",
  "Variant Barcode": "text",
  "Variant Inventory Quantity": "integer",
  "Variant Allow Backorder": "boolean",
  "Variant Manage Inventory": "boolean",
  "Variant Weight": "number",
  "Variant Length": "number",
  "Variant Width": "number",
  "Variant Height": "number",
  "Variant HS Code": "text",
  "Variant Origin Country": "text",
  "Variant MID Code": "text",
  "Variant Material": "text",
};

const NUMBERED: [RegExp, ValueKind][] = [
  [/^Option \d+ (Name|Value)$/, "text"],
  [/^Image \d+ Url$/, "text"],
  // "Price USD" or "Price <region name> [USD]": the amount in the currency's main unit.
  [/^Price [A-Z]{3}$/, "number"],
  [/^Price .+ \[[A-Z]{3}\]$/, "number"],
];
const SALES_CHANNEL_COLUMN: [RegExp, ValueKind] = [/^Sales Channel \d+ (Name|Description|Id)$/, "text"];
const CATEGORY_COLUMN: [RegExp, ValueKind] = [/^Product Category \d+ (Handle|Name|Description)$/, "text"];

export const REQUIRED_COLUMN = "Product Handle";
const STATUSES = ["draft", "proposed", "published", "rejected"];
const BOOLEANS = ["true", "false"];

/** The store's features that add columns (the server reads them only when the flag is on). */
export interface ImportFeatures {
  salesChannels: boolean;
  categories: boolean;
}

export type CsvIssue =
  | { kind: "empty" }
  | { kind: "unknownColumn" | "duplicateColumn" | "missingColumn"; column: string }
  | { kind: "extraCells"; row: number }
  | { kind: "missingValue"; row: number; column: string }
  | { kind: "notNumber" | "notInteger" | "notBoolean" | "badStatus"; row: number; column: string; value: string };

function kindOf(column: string, features: ImportFeatures): ValueKind | undefined {
  if (Object.hasOwn(FIXED, column)) return FIXED[column];
  const numbered = [...NUMBERED, ...(features.salesChannels ? [SALES_CHANNEL_COLUMN] : []), ...(features.categories ? [CATEGORY_COLUMN] : [])];
  return numbered.find(([pattern]) => pattern.test(column))?.[1];
}

const valueIssue = (kind: ValueKind, value: string): "notNumber" | "notInteger" | "notBoolean" | "badStatus" | undefined => {
  if (kind === "number") return Number.isFinite(Number(value)) ? undefined : "notNumber";
  if (kind === "integer") return Number.isInteger(Number(value)) ? undefined : "notInteger";
  if (kind === "boolean") return BOOLEANS.includes(value.toLowerCase()) ? undefined : "notBoolean";
  if (kind === "status") return STATUSES.includes(value) ? undefined : "badStatus";
  return undefined;
};

/**
 * What is wrong with a parsed product CSV (header first), in file order.
 * Rows are numbered as a spreadsheet shows them: the header is row 1.
 */
export function validateProductCsv(rows: string[][], features: ImportFeatures): CsvIssue[] {
  const [header = [], ...lines] = rows;
  if (lines.length === 0) return [{ kind: "empty" }];
  const issues: CsvIssue[] = [];
  const kinds = header.map((column) => kindOf(column, features));
  header.forEach((column, i) => {
    if (!kinds[i]) issues.push({ kind: "unknownColumn", column });
    else if (header.indexOf(column) !== i) issues.push({ kind: "duplicateColumn", column });
  });
  if (!header.includes(REQUIRED_COLUMN)) issues.push({ kind: "missingColumn", column: REQUIRED_COLUMN });

  lines.forEach((cells, index) => {
    const row = index + 2;
    if (cells.length > header.length) issues.push({ kind: "extraCells", row });
    header.forEach((column, i) => {
      const value = cells[i]?.trim() ?? "";
      const kind = kinds[i];
      if (column === REQUIRED_COLUMN && value === "") issues.push({ kind: "missingValue", row, column });
      const problem = kind && value !== "" ? valueIssue(kind, value) : undefined;
      if (problem) issues.push({ kind: problem, row, column, value });
    });
  });
  return issues;
}

/** A file to start from: every product and variant column, one price, one option, one image, and an example row. */
export function productCsvTemplate(): Blob {
  const example: Record<string, string> = {
    "Product Handle": "linen-shirt",
    "Product Title": "Linen Shirt",
    "Product Description": "A light shirt for summer days.",
    "Product Status": "draft",
    "Product Discountable": "true",
    "Variant Title": "M",
    "Variant SKU": "LINEN-SHIRT-M",
    "Variant Inventory Quantity": "10",
    "Variant Allow Backorder": "false",
    "Variant Manage Inventory": "true",
    "Price USD": "49.90",
    "Option 1 Name": "Size",
    "Option 1 Value": "M",
    "Image 1 Url": "",
  };
  const columns = [...Object.keys(FIXED).filter((c) => c !== "Product Id" && c !== "Variant Id"), "Price USD", "Option 1 Name", "Option 1 Value", "Image 1 Url"];
  const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const lines = [columns, columns.map((c) => example[c] ?? "")].map((cells) => cells.map(quote).join(","));
  return new Blob([`${lines.join("\n")}\n`], { type: "text/csv" });
}
