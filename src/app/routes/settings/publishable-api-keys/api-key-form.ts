// The fields of the publishable key forms, validated with the generated
// request schema: a title, and on creation the sales channels it scopes to.
import { z } from "zod/mini";
import { zAdminPostPublishableApiKeysReq } from "@generated/admin/zod.gen";
import { requiredText } from "@app/components/form/required-text";

// The server takes a blank title; a key without one cannot be told apart in the list.
export const titleSchema = z.extend(zAdminPostPublishableApiKeysReq, { title: requiredText() });
export type TitleValues = z.infer<typeof titleSchema>;

export const createKeySchema = z.extend(titleSchema, { sales_channels: z.array(z.string()) });
export type CreateKeyValues = z.infer<typeof createKeySchema>;

/** The batch body naming sales channels, as the key's channel routes take them. */
export const channelIds = (ids: readonly string[]) => ({ sales_channel_ids: ids.map((id) => ({ id })) });
