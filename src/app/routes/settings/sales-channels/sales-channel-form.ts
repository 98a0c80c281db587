// The fields of the sales channel form (create and edit), validated with the
// generated request schema, and the bodies sent for them.
import { z } from "zod/mini";
import type { AdminPostSalesChannelsReq, AdminPostSalesChannelsSalesChannelReq, SalesChannel } from "@generated/admin/types.gen";
import { zAdminPostSalesChannelsReq } from "@generated/admin/zod.gen";
import { requiredText } from "@app/components/form/required-text";

// The server takes a blank name; a channel without one cannot be told apart in any list.
export const channelSchema = z.extend(z.pick(zAdminPostSalesChannelsReq, { name: true, description: true }), { name: requiredText() });
export type ChannelValues = z.infer<typeof channelSchema>;

export const channelValues = (channel?: SalesChannel): ChannelValues => ({ name: channel?.name ?? "", description: channel?.description ?? "" });

/** A new channel: an empty description is left out (the server stores null). */
export const createChannelBody = ({ name, description }: ChannelValues): AdminPostSalesChannelsReq => ({
  name: name.trim(),
  ...(description?.trim() ? { description } : {}),
});

/** An edited channel: an emptied description is sent as "" (the server takes no null). */
export const updateChannelBody = ({ name, description }: ChannelValues): AdminPostSalesChannelsSalesChannelReq => ({
  name: name.trim(),
  description: description ?? "",
});
