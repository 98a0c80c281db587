// The shipping profile form (its name), validated with the generated request
// schema, and what the server is sent for it.
import { z } from "zod/mini";
import type { AdminPostShippingProfilesReq, ShippingProfile } from "@generated/admin/types.gen";
import { zAdminPostShippingProfilesReq } from "@generated/admin/zod.gen";
import { requiredText } from "@app/components/form/required-text";

// The server takes an empty name; profiles without one cannot be told apart.
export const profileSchema = z.extend(z.pick(zAdminPostShippingProfilesReq, { name: true }), { name: requiredText() });
export type ProfileValues = z.infer<typeof profileSchema>;

export const profileValues = (profile?: ShippingProfile): ProfileValues => ({ name: profile?.name ?? "" });

/** A profile made here is a custom one: the store has its one default and one gift-card profile already. */
export const createProfileBody = ({ name }: ProfileValues): AdminPostShippingProfilesReq => ({ name: name.trim(), type: "custom" });

/** The default and gift-card profiles are the server's own: products fall back to them, so they stay. */
export const isBuiltInProfile = (profile: Pick<ShippingProfile, "type">) => profile.type !== "custom";
