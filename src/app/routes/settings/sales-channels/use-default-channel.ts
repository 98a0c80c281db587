// The store's default sales channel (new products and carts go there; the
// server refuses to delete it), read from the store once for every page.
import { useQuery } from "@tanstack/react-query";
import { getStoreOptions } from "@generated/admin/@tanstack/react-query.gen";

export const useDefaultChannelId = () => useQuery({ ...getStoreOptions(), select: (d) => d.store.default_sales_channel_id ?? undefined }).data;
