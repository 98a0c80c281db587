// The store the mock serves: the answers `npm run mock:record` recorded from
// the seeded server (openapi/examples), the first example of each operation.
import { readFileSync } from "node:fs";

/** A recorded answer of the admin API: the list or store as the mock shows it. */
export const recorded = <T>(operationId: string, name = "recorded"): T =>
  (JSON.parse(readFileSync(`openapi/examples/admin/${operationId}.json`, "utf8")) as Record<string, T>)[name];
