// The admin GET endpoints the dashboard reads, each as a generated fetcher
// plus the generated Zod schema its 200 response must parse with. Labels come
// from the fetcher names, so no URL is written by hand here.
import type { ZodMiniType } from "zod/mini";
import type { Client } from "@generated/admin/client";
import * as sdk from "@generated/admin/sdk.gen";
import * as z from "@generated/admin/zod.gen";

/** What every generated fetcher resolves to (responseStyle "fields", no throw). */
type Result = Promise<{ data?: unknown; error?: unknown; response?: Response }>;
/** Any generated fetcher (a `never` parameter accepts every signature). */
type Fetcher = (options: never) => Result;
type Arg<F extends Fetcher> = Parameters<F>[0];
/** The fetcher's own options minus the client, so query params stay typed per endpoint. */
type Options<F extends Fetcher> = Omit<NonNullable<Arg<F>>, "client">;

export interface ContractEndpoint {
  /** Generated fetcher name, e.g. `getProducts`. */
  name: string;
  schema: ZodMiniType;
  /** Calls the fetcher; `id` is given to detail endpoints only. */
  call: (client: Client, id?: string) => Result;
  /** Detail endpoints: the list to take the first id from, and its array key. */
  idFrom?: { list: ContractEndpoint; key: string };
  /** Needs the v1 inventory + stock-location modules (500 "Inventory is not enabled" otherwise). */
  inventory: boolean;
}

const list = <F extends Fetcher>(fetch: F, schema: ZodMiniType, options?: Options<F>, inventory = false): ContractEndpoint => ({
  name: fetch.name,
  schema,
  call: (client) => fetch({ ...options, client } as Arg<F>),
  inventory,
});

const detail = (fetch: (options: { client: Client; path: { id: string } }) => Result, schema: ZodMiniType, from: ContractEndpoint, key: string): ContractEndpoint => ({
  name: fetch.name,
  schema,
  call: (client, id = "") => fetch({ client, path: { id } }),
  idFrom: { list: from, key },
  inventory: from.inventory,
});

const products = list(sdk.getProducts, z.zGetProductsResponse);
const variants = list(sdk.getVariants, z.zGetVariantsResponse);
const orders = list(sdk.getOrders, z.zGetOrdersResponse);
const draftOrders = list(sdk.getDraftOrders, z.zGetDraftOrdersResponse);
const customers = list(sdk.getCustomers, z.zGetCustomersResponse);
const customerGroups = list(sdk.getCustomerGroups, z.zGetCustomerGroupsResponse);
const collections = list(sdk.getCollections, z.zGetCollectionsResponse);
const categories = list(sdk.getProductCategories, z.zGetProductCategoriesResponse);
const regions = list(sdk.getRegions, z.zGetRegionsResponse);
const discounts = list(sdk.getDiscounts, z.zGetDiscountsResponse);
const giftCards = list(sdk.getGiftCards, z.zGetGiftCardsResponse);
const priceLists = list(sdk.getPriceLists, z.zGetPriceListsResponse);
const salesChannels = list(sdk.getSalesChannels, z.zGetSalesChannelsResponse);
const publishableKeys = list(sdk.getPublishableApiKeys, z.zGetPublishableApiKeysResponse);
const users = list(sdk.getUsers, z.zGetUsersResponse);
const taxRates = list(sdk.getTaxRates, z.zGetTaxRatesResponse);
const shippingOptions = list(sdk.getShippingOptions, z.zGetShippingOptionsResponse);
const shippingProfiles = list(sdk.getShippingProfiles, z.zGetShippingProfilesResponse);
// As the locations page reads them: with address and sales channels.
const stockLocations = list(sdk.getStockLocations, z.zGetStockLocationsResponse, { query: { expand: "address,sales_channels" } }, true);
const inventoryItems = list(sdk.getInventoryItems, z.zGetInventoryItemsResponse, undefined, true);
const reservations = list(sdk.getReservations, z.zGetReservationsResponse, undefined, true);

export const endpoints: ContractEndpoint[] = [
  products,
  detail(sdk.getProductsProduct, z.zGetProductsProductResponse, products, "products"),
  variants,
  detail(sdk.getVariantsVariant, z.zGetVariantsVariantResponse, variants, "variants"),
  orders,
  detail(sdk.getOrdersOrder, z.zGetOrdersOrderResponse, orders, "orders"),
  draftOrders,
  detail(sdk.getDraftOrdersDraftOrder, z.zGetDraftOrdersDraftOrderResponse, draftOrders, "draft_orders"),
  customers,
  detail(sdk.getCustomersCustomer, z.zGetCustomersCustomerResponse, customers, "customers"),
  customerGroups,
  detail(sdk.getCustomerGroupsGroup, z.zGetCustomerGroupsGroupResponse, customerGroups, "customer_groups"),
  collections,
  detail(sdk.getCollectionsCollection, z.zGetCollectionsCollectionResponse, collections, "collections"),
  categories,
  detail(sdk.getProductCategoriesCategory, z.zGetProductCategoriesCategoryResponse, categories, "product_categories"),
  list(sdk.getProductTags, z.zGetProductTagsResponse),
  list(sdk.getProductTypes, z.zGetProductTypesResponse),
  regions,
  detail(sdk.getRegionsRegion, z.zGetRegionsRegionResponse, regions, "regions"),
  list(sdk.getStore, z.zGetStoreResponse),
  list(sdk.getCurrencies, z.zGetCurrenciesResponse),
  discounts,
  detail(sdk.getDiscountsDiscount, z.zGetDiscountsDiscountResponse, discounts, "discounts"),
  giftCards,
  detail(sdk.getGiftCardsGiftCard, z.zGetGiftCardsGiftCardResponse, giftCards, "gift_cards"),
  priceLists,
  detail(sdk.getPriceListsPriceList, z.zGetPriceListsPriceListResponse, priceLists, "price_lists"),
  salesChannels,
  detail(sdk.getSalesChannelsSalesChannel, z.zGetSalesChannelsSalesChannelResponse, salesChannels, "sales_channels"),
  publishableKeys,
  detail(sdk.getPublishableApiKeysPublishableApiKey, z.zGetPublishableApiKeysPublishableApiKeyResponse, publishableKeys, "publishable_api_keys"),
  users,
  detail(sdk.getUsersUser, z.zGetUsersUserResponse, users, "users"),
  list(sdk.getInvites, z.zGetInvitesResponse),
  taxRates,
  detail(sdk.getTaxRatesTaxRate, z.zGetTaxRatesTaxRateResponse, taxRates, "tax_rates"),
  shippingOptions,
  detail(sdk.getShippingOptionsOption, z.zGetShippingOptionsOptionResponse, shippingOptions, "shipping_options"),
  shippingProfiles,
  detail(sdk.getShippingProfilesProfile, z.zGetShippingProfilesProfileResponse, shippingProfiles, "shipping_profiles"),
  list(sdk.getReturnReasons, z.zGetReturnReasonsResponse),
  list(sdk.getReturns, z.zGetReturnsResponse),
  list(sdk.getSwaps, z.zGetSwapsResponse),
  list(sdk.getNotes, z.zGetNotesResponse),
  list(sdk.getNotifications, z.zGetNotificationsResponse),
  list(sdk.getBatchJobs, z.zGetBatchJobsResponse),
  stockLocations,
  detail(sdk.getStockLocationsStockLocation, z.zGetStockLocationsStockLocationResponse, stockLocations, "stock_locations"),
  inventoryItems,
  detail(sdk.getInventoryItemsInventoryItem, z.zGetInventoryItemsInventoryItemResponse, inventoryItems, "inventory_items"),
  reservations,
  detail(sdk.getReservationsReservation, z.zGetReservationsReservationResponse, reservations, "reservations"),
];
