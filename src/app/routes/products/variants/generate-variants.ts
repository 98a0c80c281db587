// Variants from options: one per combination of the options' values, in the
// order the options and values were given (Size S/M × Color Red/Blue gives
// S/Red, S/Blue, M/Red, M/Blue). Each combination keeps one value per option.
export interface OptionValues {
  title: string;
  values: string[];
}

export interface GeneratedVariant {
  /** "S / Red" */
  title: string;
  /** One value per option, in the options' order. */
  values: string[];
}

export function generateVariants(options: OptionValues[]): GeneratedVariant[] {
  const withValues = options.filter((o) => o.values.length > 0);
  if (withValues.length === 0) return [];
  const combinations = withValues.reduce<string[][]>(
    (acc, option) => acc.flatMap((combo) => option.values.map((value) => [...combo, value])),
    [[]],
  );
  return combinations.map((values) => ({ title: values.join(" / "), values }));
}
