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

interface ProductOptions {
  options?: { id: string; title: string; values?: { value: string }[] }[];
  variants?: { options?: { option_id: string; value: string }[] }[];
}

/** Each option's distinct values, in the order they first appear (values belong to variants, so they repeat). */
export const distinctValues = (option: NonNullable<ProductOptions["options"]>[number]) => [...new Set(option.values?.map((v) => v.value))];

/**
 * The combinations of the product's option values that no variant has yet,
 * ready to create. None while an option has no value: every variant needs one.
 */
export function missingVariants(product: ProductOptions) {
  const options = (product.options ?? []).map((o) => ({ id: o.id, title: o.title, values: distinctValues(o) }));
  if (options.length === 0 || options.some((o) => o.values.length === 0)) return [];
  const comboOf = (values: string[]) => JSON.stringify(values);
  const existing = new Set(
    (product.variants ?? []).map((v) => comboOf(options.map((o) => v.options?.find((value) => value.option_id === o.id)?.value ?? ""))),
  );
  return generateVariants(options)
    .filter((g) => !existing.has(comboOf(g.values)))
    .map((g) => ({ title: g.title, options: g.values.map((value, i) => ({ option_id: options[i]!.id, value })) }));
}
