// Reads the store's facts through the generated list queries (only while a
// client tracks) and sends each fact once, and again only when it changes.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import {
  getDiscountsOptions,
  getOrdersOptions,
  getProductsOptions,
  getRegionsOptions,
  getStoreOptions,
  getUsersOptions,
} from "@generated/admin/@tanstack/react-query.gen";
import type { AnalyticsClient } from "./analytics-client";
import { type StoreFacts, storeEvents } from "./store-events";

// Counts come from the lists' `count`: one row is enough.
const COUNT_ONLY = { query: { limit: 1 } };

export function useStoreEvents(client: AnalyticsClient | null, userEmail: string | undefined) {
  const enabled = client !== null;
  const store = useQuery({ ...getStoreOptions(), enabled });
  const users = useQuery({ ...getUsersOptions(), enabled });
  const regions = useQuery({ ...getRegionsOptions(), enabled });
  const orders = useQuery({ ...getOrdersOptions(COUNT_ONLY), enabled });
  const products = useQuery({ ...getProductsOptions(COUNT_ONLY), enabled });
  const discounts = useQuery({ ...getDiscountsOptions(COUNT_ONLY), enabled });

  const facts: StoreFacts = {
    numUsers: users.data && (users.data.count ?? users.data.users.length),
    storeName: store.data?.store.name,
    regions: regions.data?.regions.map((r) => r.name),
    currencies: store.data?.store.currencies?.map((c) => c.code),
    numOrders: orders.data?.count,
    numProducts: products.data?.count,
    numDiscounts: discounts.data?.count,
    userEmail,
  };
  const factsKey = JSON.stringify(facts);

  // What was sent, per event, to this client.
  const sent = useRef({ client, events: new Map<string, string>() });
  useEffect(() => {
    if (!client) return;
    if (sent.current.client !== client) sent.current = { client, events: new Map() };
    for (const [name, properties] of storeEvents(JSON.parse(factsKey) as StoreFacts)) {
      const body = JSON.stringify(properties);
      if (sent.current.events.get(name) === body) continue;
      sent.current.events.set(name, body);
      client.track(name, properties);
    }
  }, [client, factsKey]);
}
