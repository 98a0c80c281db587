// A whole number of units typed into a NumberInput (null while empty): the
// contract takes any number, but stock is counted in whole units.
import { z } from "zod/mini";

/** A required count of at least `min`. */
export const countSchema = (min: 0 | 1) =>
  z
    .nullable(z.int().check(min === 1 ? z.positive() : z.nonnegative()))
    .check(z.refine((value) => value !== null, { params: { i18n: "validation.required" } }));

/** A count that may be left empty (nothing sent). */
export const optionalCountSchema = () => z.nullable(z.int().check(z.nonnegative()));
