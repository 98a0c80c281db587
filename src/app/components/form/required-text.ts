// A text field that must hold more than spaces (its message: "required").
import { z } from "zod/mini";

export const requiredText = () => z.string().check(z.trim(), z.minLength(1));
