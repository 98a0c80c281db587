// `npm run bench [-- <name> ...] [--no-build]`: runs the measurements (all, or the named
// ones), then prints every figure with its budget. Exits 1 when a figure is
// over budget or a measurement failed.
import { format, type Figure, type Measurement } from "./figure.ts";

// One line per measurement: its name, and the module that default-exports it.
const measurements: Record<string, () => Promise<{ default: Measurement }>> = {
  codegen: () => import("./codegen.ts"),
  bundle: () => import("./bundle.ts"),
  pages: () => import("./pages.ts"),
  products: () => import("./products.ts"),
  orders: () => import("./orders.ts"),
  routes: () => import("./routes.ts"),
  customers: () => import("./customers.ts"),
  search: () => import("./search.ts"),
  start: () => import("./start.ts"),
};

// options (--no-build) are read by the measurements themselves
const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const unknown = wanted.filter((name) => !(name in measurements));
if (unknown.length) {
  console.error(`bench: unknown measurement(s) ${unknown.join(", ")}; known: ${Object.keys(measurements).join(", ")}`);
  process.exit(1);
}

const figures: Figure[] = [];
const failed: string[] = [];
for (const [name, load] of Object.entries(measurements)) {
  if (wanted.length && !wanted.includes(name)) continue;
  try {
    figures.push(...(await (await load()).default()));
  } catch (e) {
    console.error(`bench: ${name} failed:`, e);
    failed.push(name);
  }
}

const over = figures.filter((f) => f.budget !== undefined && f.value > f.budget);
const width = Math.max(0, ...figures.map((f) => f.label.length));
const valueWidth = Math.max(0, ...figures.map((f) => format(f.value, f.unit).length));
const reference = ({ reference: r, value, unit }: Figure) =>
  r ? `  (${r.label} ${format(r.value, unit)}, ×${(value / r.value).toFixed(2)})` : "";
const referenceWidth = Math.max(0, ...figures.map((f) => reference(f).length));
console.log("\nbench: summary");
for (const f of figures) {
  const budget =
    f.budget === undefined ? "" : `  budget <= ${format(f.budget, f.unit)}  ${f.value > f.budget ? "OVER" : "ok"}`;
  const value = format(f.value, f.unit).padStart(valueWidth);
  console.log(`  ${f.label.padEnd(width)}  ${value}${reference(f).padEnd(budget ? referenceWidth : 0)}${budget}`);
}
for (const name of failed) console.log(`  ${name}: FAILED`);
if (over.length || failed.length) {
  console.log(`bench: ${over.length} figure(s) over budget, ${failed.length} measurement(s) failed`);
  process.exit(1);
}
