// Linking a sales channel to a stock location and unlinking it (the server
// has these on the sales channel's side only), tagged to refresh the stock
// locations too (their pages list their channels), not only the channels as
// the contract's tag says.
import { deleteSalesChannelsSalesChannelStockLocationMutation, postSalesChannelsSalesChannelStockLocationMutation } from "@generated/admin/@tanstack/react-query.gen";

const alsoLocations = <T extends { meta?: Record<string, unknown> }>(options: T): T => ({
  ...options,
  meta: { ...options.meta, tags: [...((options.meta?.tags as string[] | undefined) ?? []), "Stock Locations"] },
});

export const addChannelMutation = () => alsoLocations(postSalesChannelsSalesChannelStockLocationMutation());
export const removeChannelMutation = () => alsoLocations(deleteSalesChannelsSalesChannelStockLocationMutation());
