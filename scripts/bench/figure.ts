// What a measurement reports: named figures, some with a budget.

export interface Figure {
  label: string;
  value: number;
  /** "s", "ms" and "bytes" are formatted specially; anything else is printed after the value ("files"). */
  unit: string;
  /** Upper bound in the same unit; the bench fails when a figure exceeds it. */
  budget?: number;
  /** The same figure measured elsewhere, printed beside it with the ratio (e.g. the official v1 admin's). */
  reference?: { label: string; value: number };
}

/** One measurement: does its work, prints its own lines, returns its figures. */
export type Measurement = () => Promise<Figure[]>;

export function format(value: number, unit: string): string {
  if (unit === "s") return `${value.toFixed(1)} s`;
  if (unit === "ms") return `${Math.round(value)} ms`;
  if (unit === "bytes") {
    if (value >= 1e6) return `${(value / 1e6).toFixed(1)} MB`;
    if (value >= 1e3) return `${(value / 1e3).toFixed(1)} kB`;
    return `${value} B`;
  }
  return `${value} ${unit}`;
}
