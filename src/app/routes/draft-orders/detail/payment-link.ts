/**
 * The link the customer pays a draft at: the store's payment link template
 * with `{cart_id}` replaced by the draft's cart (as v1's admin builds it);
 * none without a template or a cart.
 */
export function paymentLink(template: string | null | undefined, cartId: string | null | undefined) {
  if (!template?.trim() || !cartId) return null;
  return template.replaceAll("{cart_id}", cartId);
}
