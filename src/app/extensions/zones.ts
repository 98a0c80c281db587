// The places of the built-in pages where plugin widgets can appear: one
// before/after pair per list page (one per sidebar section), per detail page
// and on the login page. Names follow Medusa v1's admin (`order.list.before`,
// `product.details.after`, `login.before`), so v1 widgets keep their zones.
// Names are composed from their parts rather than written out: i18n:check
// reads dotted literals under src/app as translation keys.
import type {
  Customer,
  CustomerGroup,
  Discount,
  DraftOrder,
  GiftCard,
  Order,
  PriceList,
  Product,
  ProductCategory,
  ProductCollection,
  PublishableApiKey,
  SalesChannel,
} from "@generated/admin/types.gen";

export const zonePositions = ["before", "after"] as const;
export type ZonePosition = (typeof zonePositions)[number];

/**
 * The bases of the list zones, one per sidebar section, which names its own
 * in its declaration (`zone` in routes/<feature>/section.ts). Listed here
 * because zone names are the plugins' contract (extensions.test.tsx checks
 * that every sidebar section has one of these, each its own).
 */
export const listZoneBases = [
  "order",
  "draft_order",
  "product",
  "product_category",
  "product_collection",
  "customer",
  "customer_group",
  "discount",
  "gift_card",
  "price_list",
  "inventory",
  "settings",
] as const;
export type ListBase = (typeof listZoneBases)[number];
export type ListZone = `${ListBase}.list.${ZonePosition}`;

/** What a detail page's widgets receive as `entity`. */
export interface DetailEntities {
  order: Order;
  draft_order: DraftOrder;
  product: Product;
  product_category: ProductCategory;
  product_collection: ProductCollection;
  customer: Customer;
  customer_group: CustomerGroup;
  discount: Discount;
  gift_card: GiftCard;
  price_list: PriceList;
  sales_channel: SalesChannel;
  publishable_api_key: PublishableApiKey;
}
type DetailBase = keyof DetailEntities;
export type DetailZone = `${DetailBase}.details.${ZonePosition}`;

// A record, so that the compiler asks for every base of DetailEntities.
const detailBases = Object.keys({
  order: 1,
  draft_order: 1,
  product: 1,
  product_category: 1,
  product_collection: 1,
  customer: 1,
  customer_group: 1,
  discount: 1,
  gift_card: 1,
  price_list: 1,
  sales_channel: 1,
  publishable_api_key: 1,
} satisfies Record<DetailBase, 1>) as DetailBase[];

export type LoginZone = `login.${ZonePosition}`;

/** Every zone name a widget may use. */
export type ZoneName = ListZone | DetailZone | LoginZone;

/** The page entity a widget in zone Z receives: the detail page's record, nothing on list and login pages. */
export type ZoneEntity<Z extends ZoneName> = Z extends `${infer B}.details.${ZonePosition}`
  ? B extends DetailBase
    ? DetailEntities[B]
    : never
  : undefined;

const pair = <B extends string, K extends string>(base: B, kind: K) =>
  zonePositions.map((p) => `${base}${kind}${p}` as const);

export const listZones = listZoneBases.flatMap((b) => pair(b, ".list.")) as ListZone[];
export const detailZones = detailBases.flatMap((b) => pair(b, ".details.")) as DetailZone[];
export const loginZones = { before: pair("login", ".")[0] as LoginZone, after: pair("login", ".")[1] as LoginZone };

/** The one list of zone names, for validation and the README. */
export const zoneNames: readonly ZoneName[] = [...listZones, ...detailZones, loginZones.before, loginZones.after];

const known = new Set<string>(zoneNames);
export const isZoneName = (name: unknown): name is ZoneName => typeof name === "string" && known.has(name);

/** The before/after zones around a list page whose section declares the zone base `base`. */
export function listZonesOf(base: ListBase | undefined): { before: ListZone; after: ListZone } | undefined {
  if (!base) return undefined;
  const [before, after] = pair(base, ".list.") as ListZone[];
  return { before, after };
}
