// Sales channels as the server answers them, for the settings pages' tests.
import type { SalesChannel } from "@generated/admin/types.gen";
import { getGetSalesChannelsSalesChannelResponseMock } from "@generated/mocks/admin/admin";

export const salesChannel = (id: string, name: string, more: Partial<SalesChannel> = {}): SalesChannel => ({
  ...getGetSalesChannelsSalesChannelResponseMock().sales_channel,
  id,
  name,
  description: null,
  is_disabled: false,
  deleted_at: null,
  ...more,
});
