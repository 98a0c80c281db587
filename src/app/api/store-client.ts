// The store API's generated client, configured as the admin one (see
// clients.ts). Import this module before calling the store SDK.
import { client as storeClient } from "@generated/store/client.gen";
import { installClient } from "./clients";

installClient("store", storeClient);

export { storeClient };
