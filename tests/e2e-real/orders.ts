// Orders made for one test: placed through the store API as a shopper would
// (cart, items, addresses, shipping, manual payment, complete), then moved on
// through the admin API, so each journey starts from the state it needs and no
// test changes the seeded orders others read.
import { BACKEND_URL, adminApi, uniqueEmail } from "./backend";

interface Variant {
  id: string;
  sku: string | null;
}
interface Region {
  id: string;
  currency_code: string;
  countries: { iso_2: string }[];
}
export interface PlacedOrder {
  id: string;
  display_id: number;
  email: string;
  currency_code: string;
  total: number;
  items: { id: string; title: string; description: string | null; quantity: number; variant?: { sku: string | null } | null }[];
  fulfillments: { id: string }[];
}

export type AfterStep = "capture" | "fulfill" | "ship" | "complete" | "cancel";

async function store<T>(method: string, path: string, body?: object): Promise<T> {
  const res = await fetch(BACKEND_URL + path, {
    method,
    headers: body ? { "content-type": "application/json" } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} -> ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

const ADDRESS = { first_name: "Ada", last_name: "Order", address_1: "1 Test Street", city: "Berlin", postal_code: "10115", country_code: "de" };

/**
 * A new order in the EUR region (DE address), with the given items (SKU and
 * quantity of seeded variants), then the `after` steps through the admin API.
 */
export async function placeOrder({
  // stock not managed: runs on the same database never sell out
  items = [["E2E-STKR-5", 3], ["E2E-STKR-10", 2]],
  after = [],
  email = uniqueEmail("order"),
  currency = "eur",
  country = "de",
}: { items?: [sku: string, quantity: number][]; after?: AfterStep[]; email?: string; currency?: string; country?: string } = {}): Promise<PlacedOrder> {
  const { regions } = await adminApi<{ regions: Region[] }>("GET", "/admin/regions?limit=50");
  const region = regions.find((r) => r.currency_code === currency && r.countries.some((c) => c.iso_2 === country));
  if (!region) throw new Error(`no ${currency} region with country ${country}`);
  let { cart } = await store<{ cart: { id: string } }>("POST", "/store/carts", { region_id: region.id, country_code: country });
  for (const [sku, quantity] of items) {
    const { variants } = await adminApi<{ variants: Variant[] }>("GET", `/admin/variants?q=${encodeURIComponent(sku)}&limit=10`);
    const variant = variants.find((v) => v.sku === sku);
    if (!variant) throw new Error(`no variant with SKU ${sku}`);
    ({ cart } = await store<{ cart: { id: string } }>("POST", `/store/carts/${cart.id}/line-items`, { variant_id: variant.id, quantity }));
  }
  const address = { ...ADDRESS, country_code: country };
  ({ cart } = await store<{ cart: { id: string } }>("POST", `/store/carts/${cart.id}`, { email, shipping_address: address, billing_address: address }));
  const { shipping_options } = await store<{ shipping_options: { id: string; is_return: boolean }[] }>("GET", `/store/shipping-options/${cart.id}`);
  const option = shipping_options.find((o) => !o.is_return);
  if (!option) throw new Error(`no shipping option for cart ${cart.id}`);
  await store("POST", `/store/carts/${cart.id}/shipping-methods`, { option_id: option.id });
  await store("POST", `/store/carts/${cart.id}/payment-sessions`);
  await store("POST", `/store/carts/${cart.id}/payment-session`, { provider_id: "manual" });
  const done = await store<{ type: string; data: PlacedOrder }>("POST", `/store/carts/${cart.id}/complete`);
  if (done.type !== "order") throw new Error(`cart ${cart.id} did not complete: ${JSON.stringify(done).slice(0, 300)}`);
  let order = done.data;
  for (const step of after) {
    const path = `/admin/orders/${order.id}`;
    if (step === "capture") ({ order } = await adminApi<{ order: PlacedOrder }>("POST", `${path}/capture`));
    if (step === "fulfill") {
      ({ order } = await adminApi<{ order: PlacedOrder }>("POST", `${path}/fulfillment`, { items: order.items.map((i) => ({ item_id: i.id, quantity: i.quantity })) }));
    }
    if (step === "ship") {
      const fulfillment = order.fulfillments[order.fulfillments.length - 1];
      ({ order } = await adminApi<{ order: PlacedOrder }>("POST", `${path}/shipment`, { fulfillment_id: fulfillment.id, tracking_numbers: [`T-${order.display_id}`] }));
    }
    if (step === "complete") ({ order } = await adminApi<{ order: PlacedOrder }>("POST", `${path}/complete`));
    if (step === "cancel") ({ order } = await adminApi<{ order: PlacedOrder }>("POST", `${path}/cancel`));
  }
  return order;
}

/** The order as the admin API has it now (to check what the browser did). */
export const getOrder = async <T = Record<string, unknown>>(id: string) => (await adminApi<{ order: T }>("GET", `/admin/orders/${id}`)).order;
