// The register-claim form: refund or replace; the claimed items (at most what
// can still come back) each with a reason, a note and uploaded images; for a
// replacement the new items and their shipping, for a refund its amount
// (proposed from the claimed items, at most what the order can still refund);
// optional return shipping (the items then come back as the claim's return);
// whether the customer is told.
import { z } from "zod/mini";
import type { AdminPostOrdersOrderClaimsReq, Order } from "@generated/admin/types.gen";
import { zAdminPostOrdersOrderClaimsReq } from "@generated/admin/zod.gen";
import { parseAmountInput } from "@app/lib/money";
import { newItemSchema, newItemsBody } from "../after-sale/new-items";
import { refundAmount, refundAmountSchema } from "../after-sale/refund-amount";
import { chosenRows, quantityCheck, returnItemRows, returnItemShape } from "../after-sale/return-items";
import { refundableAmount } from "../payments/payment-rules";
import { CLAIM_REASONS, type ClaimReason } from "./claim-rules";

const isClaimReason = (value: string): value is ClaimReason => (CLAIM_REASONS as readonly string[]).includes(value);

const claimRow = z
  .object({ ...returnItemShape, claim_reason: z.string(), images: z.array(z.string()) })
  .check(quantityCheck)
  .check(
    z.superRefine((r, ctx) => {
      if (r.chosen && !isClaimReason(r.claim_reason)) ctx.issues.push({ code: "custom", input: r.claim_reason, path: ["claim_reason"], params: { i18n: "orders.claims.create.chooseReason" } });
    }),
  );
export type ClaimItemRow = z.infer<typeof claimRow>;

export function claimSchema(order: Order) {
  const currency = order.currency_code;
  return z
    .object({
      type: z.pick(zAdminPostOrdersOrderClaimsReq, { type: true }).shape.type,
      items: chosenRows(claimRow),
      new_items: z.array(newItemSchema),
      shipping_option_id: z.string(),
      shipping_price: z.string(),
      return_option_id: z.string(),
      refund: z.string(),
      notify: z.boolean(),
    })
    .check(
      z.superRefine((v, ctx) => {
        const issue = (path: string, i18n: string, input: unknown) => ctx.issues.push({ code: "custom", input, path: [path], params: { i18n } });
        if (v.type === "refund") {
          const result = refundAmountSchema(currency, refundableAmount(order)).safeParse(v.refund);
          if (!result.success) ctx.issues.push(...result.error.issues.map((i) => ({ ...i, code: "custom" as const, input: v.refund, path: ["refund"] })));
          return;
        }
        if (v.new_items.length === 0) issue("new_items", "orders.claims.create.noNewItems", v.new_items);
        if (!v.shipping_option_id) issue("shipping_option_id", "orders.claims.create.chooseShipping", v.shipping_option_id);
        else {
          const price = parseAmountInput(v.shipping_price, currency);
          if (price === null || Number.isNaN(price)) issue("shipping_price", "orders.payments.refund.invalidAmount", v.shipping_price);
        }
      }),
    );
}
export type ClaimValues = z.infer<ReturnType<typeof claimSchema>>;

export const claimValues = (order: Order): ClaimValues => ({
  type: "replace",
  items: returnItemRows(order).map((row) => ({ ...row, claim_reason: "", images: [] })),
  new_items: [],
  shipping_option_id: "",
  // Replacements usually ship at the store's cost.
  shipping_price: "0",
  return_option_id: "",
  refund: "",
  notify: !order.no_notification,
});

export function claimBody(order: Order, v: ClaimValues): AdminPostOrdersOrderClaimsReq {
  const currency = order.currency_code;
  const replace = v.type === "replace";
  return {
    type: v.type,
    claim_items: v.items
      .filter((r) => r.chosen)
      .map((r) => ({
        item_id: r.item_id,
        quantity: r.quantity!,
        reason: r.claim_reason as ClaimReason,
        ...(r.note.trim() ? { note: r.note.trim() } : {}),
        ...(r.images.length > 0 ? { images: r.images } : {}),
      })),
    ...(replace
      ? {
          additional_items: newItemsBody(v.new_items),
          shipping_methods: [{ option_id: v.shipping_option_id, price: parseAmountInput(v.shipping_price, currency) ?? 0 }],
        }
      : { refund_amount: refundAmount(v.refund, currency) }),
    ...(v.return_option_id ? { return_shipping: { option_id: v.return_option_id } } : {}),
    no_notification: !v.notify,
  };
}
