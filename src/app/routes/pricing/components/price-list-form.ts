// The details of a price list as a form (create's first step, the edit modal)
// and what they become for the server. Dates are days (the contract's format).
import { z } from "zod/mini";
import { zAdminPostPriceListsPriceListReq } from "@generated/admin/zod.gen";
import type { AdminPostPriceListsPriceListPriceListReq, PriceList } from "@generated/admin/types.gen";
import { requiredText } from "@app/components/form/required-text";

export const priceListSchema = z.extend(z.pick(zAdminPostPriceListsPriceListReq, { type: true, description: true }), {
  name: requiredText(),
  status: z.enum(["active", "draft"]),
  starts_at: z.string(),
  ends_at: z.string(),
  customer_groups: z.array(z.string()),
  includes_tax: z.boolean(),
});

export type PriceListValues = z.infer<typeof priceListSchema>;

const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : "");

export const priceListValues = (list?: PriceList): PriceListValues => ({
  type: list?.type ?? "sale",
  name: list?.name ?? "",
  description: list?.description ?? "",
  status: list?.status ?? "active",
  starts_at: day(list?.starts_at),
  ends_at: day(list?.ends_at),
  customer_groups: list?.customer_groups?.map((g) => g.id) ?? [],
  includes_tax: list?.includes_tax ?? false,
});

/** The details as sent; tax-inclusive only where the store prices with tax (`taxInclusive`). */
export function priceListBody(values: PriceListValues, taxInclusive: boolean): Required<Pick<AdminPostPriceListsPriceListPriceListReq, "name" | "description" | "type" | "status" | "customer_groups">> &
  Pick<AdminPostPriceListsPriceListPriceListReq, "starts_at" | "ends_at" | "includes_tax"> {
  return {
    name: values.name,
    description: values.description,
    type: values.type,
    status: values.status,
    ...(values.starts_at ? { starts_at: values.starts_at } : {}),
    ...(values.ends_at ? { ends_at: values.ends_at } : {}),
    customer_groups: values.customer_groups.map((id) => ({ id })),
    ...(taxInclusive ? { includes_tax: values.includes_tax } : {}),
  };
}
