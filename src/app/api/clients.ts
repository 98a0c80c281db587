// Configures the two generated clients once: base address, cookies, auth
// headers and error normalisation. Pages never touch this.
import { client as adminClient } from "../../generated/admin/client.gen";
import { client as storeClient } from "../../generated/store/client.gen";
import { normalizeError } from "./errors";
import type { RuntimeConfig } from "./runtime-config";

export function configureClients(config: RuntimeConfig) {
  for (const [client, domain] of [
    [adminClient, "admin"],
    [storeClient, "store"],
  ] as const) {
    client.setConfig({
      baseUrl: config.backendUrl,
      credentials: "include",
      // The generated operations declare their security schemes; this answers
      // with the credential configured for each (api key for the admin token).
      auth: (scheme) =>
        domain === "admin" && scheme.type === "apiKey" && scheme.name === "x-medusa-access-token" ? config.adminApiToken : undefined,
      headers: domain === "store" && config.publishableApiKey ? { "x-publishable-api-key": config.publishableApiKey } : undefined,
    });
    client.interceptors.error.use((error, response) => normalizeError(error, response));
  }
}
