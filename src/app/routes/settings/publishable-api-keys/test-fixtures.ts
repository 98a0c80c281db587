// Publishable keys as the server answers them, for the settings pages' tests.
import type { PublishableApiKey } from "@generated/admin/types.gen";
import { getGetPublishableApiKeysPublishableApiKeyResponseMock } from "@generated/mocks/admin/admin";

export const apiKey = (id: string, title: string, more: Partial<PublishableApiKey> = {}): PublishableApiKey => ({
  ...getGetPublishableApiKeysPublishableApiKeyResponseMock().publishable_api_key,
  id,
  title,
  revoked_at: null,
  revoked_by: null,
  ...more,
});
