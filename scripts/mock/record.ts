// `npm run mock:record`: records what the pages read from the seeded real
// server (`npm run backend:up`) as the mock contract's examples, so that
// Prism serves a store that looks like the real one:
//   openapi/examples/<api>/<operationId>.json  named example -> response body;
//     the first is what Prism answers, `<id>` names a detail answer by its id
//     (scripts/mock/ports.ts asks Prism for it when that id is requested);
//   openapi/examples/images/<hash>.<ext>        the images the answers show, at
//     RECORDED_ORIGIN/__mock/images/… (the mock's proxy puts the dashboard's own
//     origin there; served only in mock mode, scripts/vite/mock-qa.ts).
// Every answer comes from one signed-in session at one time: ids, emails and
// counts agree across operations. Then `npm run codegen` and commit both.
// MEDUSA_BACKEND_URL moves the server (default http://127.0.0.1:9000).
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { getCollectionsCollectionOptions, getProductCategoriesOptions, getProductsProductOptions, getProductTagsOptions, getProductTypesOptions, getRegionsOptions, getSalesChannelsOptions, getStoreOptions, getUsersOptions, getAuthOptions, getCustomersOptions, getOrdersOptions, getOrdersOrderOptions, getNotesOptions, getNotificationsOptions, getOrderEditsOptions } from "@generated/admin/@tanstack/react-query.gen";
import { toQueryString } from "@app/api/query-string";
import { FIRST_PAGE } from "@app/components/data-table/list-query";
import { collectionListQuery } from "@app/routes/collections/list/collection-list-query";
import { RECORDS_LIMIT } from "@app/routes/orders/detail/timeline/use-timeline-records";
import { productListQuery } from "@app/routes/products/list/product-list-query";
import { apis, contractPaths } from "../../codegen.config.ts";
import { IMAGES_DIR, IMAGES_PATH, RECORDED_ORIGIN } from "./recordings.ts";

const BACKEND = (process.env.MEDUSA_BACKEND_URL || "http://127.0.0.1:9000").replace(/\/$/, "");
const ADMIN = { email: "admin@example.com", password: "supersecret" }; // scripts/backend/up.sh

/** What a generated query option names: its path and query (meta.path is set by codegen.config.ts). */
interface PageQuery {
  queryKey: readonly [{ query?: unknown; path?: Record<string, string> }];
  meta?: Record<string, unknown>;
}

// The queries as the pages make them (the list pages' first page, the option
// lists' limits), one example per operation: Prism answers it whatever the query.
const LIMIT = 1000; // products/option-queries.ts
const READS: PageQuery[] = [
  getAuthOptions(),
  getStoreOptions(),
  getUsersOptions(),
  // The orders list's first page as the server answers it by default: the
  // page's `fields` and `expand` give partial orders (items as `{ refundable }`),
  // which the contract rejects, and one example answers every orders query.
  getOrdersOptions({ query: { offset: FIRST_PAGE.offset, limit: FIRST_PAGE.limit } }),
  productListQuery(FIRST_PAGE),
  collectionListQuery(FIRST_PAGE),
  // the categories page's tree (product-categories/use-category-tree.ts)
  getProductCategoriesOptions({ query: { parent_category_id: "null", include_descendants_tree: true, limit: LIMIT } }),
  getRegionsOptions({ query: { limit: 200 } }),
  getSalesChannelsOptions({ query: { limit: LIMIT } }),
  getProductTypesOptions({ query: { limit: LIMIT } }),
  getProductTagsOptions({ query: { limit: LIMIT } }),
  // the example plugin's page (plugins/loyalty-example)
  getCustomersOptions({ query: { expand: "orders", limit: 20, offset: 0 } }),
  // the order page's timeline (orders/detail/timeline/use-timeline-records.ts), of
  // every order: one answer for each (the contract's own examples break it)
  getNotesOptions({ query: { limit: RECORDS_LIMIT } }),
  getNotificationsOptions({ query: { resource_type: "order", limit: RECORDS_LIMIT } }),
  getOrderEditsOptions({ query: { limit: RECORDS_LIMIT } }),
];
/** Detail pages: one named example per item of the list recorded before. */
const DETAILS: { list: string; items: string; detail: (id: string) => PageQuery }[] = [
  { list: "/admin/products", items: "products", detail: (id) => getProductsProductOptions({ path: { id } }) },
  { list: "/admin/collections", items: "collections", detail: (id) => getCollectionsCollectionOptions({ path: { id } }) },
  { list: "/admin/orders", items: "orders", detail: (id) => getOrdersOrderOptions({ path: { id } }) },
];

type Json = Record<string, unknown>;

/** `/admin/products/{id}` -> its operationId in the contract. */
function operationIds() {
  const ids = new Map<string, string>();
  for (const api of apis) {
    const doc = JSON.parse(readFileSync(contractPaths(api).pulled, "utf8")) as { paths: Record<string, Record<string, { operationId?: string }>> };
    for (const [path, item] of Object.entries(doc.paths)) if (item.get?.operationId) ids.set(path, item.get.operationId);
  }
  return ids;
}

/** The session cookie, and the sign-in's answer (the mock's sign-in answers the same user). */
async function signIn(): Promise<{ cookie: string; user: Json }> {
  const res = await fetch(`${BACKEND}/admin/auth`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) });
  if (!res.ok) throw new Error(`sign-in at ${BACKEND} -> ${res.status}: is the seeded server up (npm run backend:up)?`);
  return { cookie: res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; "), user: (await res.json()) as Json };
}

/** The images met, by file name: written with the examples once all is recorded. */
const images = new Map<string, Buffer>();

/** Image data (a data: URI or an address) -> a file served by the dashboard in mock mode. */
async function localImage(src: string): Promise<string> {
  let bytes: Buffer;
  let ext: string;
  const data = /^data:image\/([a-z+]+);base64,(.*)$/s.exec(src);
  if (data) {
    bytes = Buffer.from(data[2], "base64");
    ext = data[1] === "svg+xml" ? "svg" : data[1];
  } else {
    const res = await fetch(src).catch((e: Error) => ({ ok: false, status: e.message }) as const);
    if (!res.ok || !("arrayBuffer" in res)) throw new Error(`image ${src}: ${res.status}`);
    bytes = Buffer.from(await res.arrayBuffer());
    ext = /\.(png|jpe?g|gif|webp|svg)(\?|$)/i.exec(src)?.[1].toLowerCase() ?? "png";
  }
  const name = `${createHash("sha256").update(bytes).digest("hex").slice(0, 16)}.${ext}`;
  images.set(name, bytes);
  return RECORDED_ORIGIN + IMAGES_PATH + name;
}

const IMAGE_KEYS = new Set(["thumbnail", "url"]);
async function rewriteImages(node: unknown): Promise<unknown> {
  if (Array.isArray(node)) return Promise.all(node.map(rewriteImages));
  if (typeof node !== "object" || node === null) return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node)) {
    out[k] = IMAGE_KEYS.has(k) && typeof v === "string" && /^(data:image\/|https?:)/.test(v) ? await localImage(v) : await rewriteImages(v);
  }
  return out;
}

/**
 * The seed ends by stamping the store (scripts/backend/fixtures.js): what a
 * list holds that was created after it is a test run's, here for a moment;
 * it is left out of the list and of its count, so that the recording is the
 * seeded store whether or not tests are running.
 */
function seededOnly(body: Json, seeded: number): Json {
  const list = Object.keys(body).find((k) => Array.isArray(body[k]));
  if (!list || typeof body.count !== "number") return body;
  const items = body[list] as Json[];
  const kept = items.filter((i) => !(Date.parse(String(i.created_at)) > seeded));
  return { ...body, [list]: kept, count: body.count - (items.length - kept.length) };
}

async function main() {
  const { cookie, user } = await signIn();
  const { store } = (await (await fetch(`${BACKEND}/admin/store`, { headers: { cookie } })).json()) as { store: Json };
  const seeded = Date.parse(String(store.updated_at));
  const ids = operationIds();
  const recorded = new Map<string, { api: string; examples: Json }>([["PostAuth", { api: "admin", examples: { recorded: user } }]]);
  const record = async (query: PageQuery, name: string) => {
    const template = String(query.meta?.path);
    const { query: params = {}, path } = query.queryKey[0] as { query?: Record<string, unknown>; path?: Record<string, string> };
    const url = template.replace(/\{(\w+)\}/g, (_, p: string) => encodeURIComponent(path![p])) + (Object.keys(params).length ? `?${toQueryString(params)}` : "");
    const res = await fetch(BACKEND + url, { headers: { cookie } });
    if (!res.ok) throw new Error(`GET ${url} -> ${res.status}`);
    const operationId = ids.get(template);
    if (!operationId) throw new Error(`no GET ${template} in the contracts`);
    const entry = recorded.get(operationId) ?? { api: template.split("/")[1], examples: {} };
    entry.examples[name] = seededOnly((await rewriteImages(await res.json())) as Json, seeded);
    recorded.set(operationId, entry);
    console.log(`mock:record: ${operationId} ${name} <- GET ${url}`);
    return entry.examples[name] as Json;
  };

  const lists = new Map<string, Json>();
  for (const query of READS) lists.set(String(query.meta?.path), await record(query, "recorded"));
  for (const { list, items, detail } of DETAILS) {
    for (const item of (lists.get(list)?.[items] ?? []) as { id: string }[]) await record(detail(item.id), item.id);
  }
  rmSync("openapi/examples", { recursive: true, force: true });
  mkdirSync(IMAGES_DIR, { recursive: true });
  for (const [name, bytes] of images) writeFileSync(join(IMAGES_DIR, name), bytes);
  for (const [operationId, { api, examples }] of recorded) {
    mkdirSync(contractPaths(api as (typeof apis)[number]).examples, { recursive: true });
    writeFileSync(join(contractPaths(api as (typeof apis)[number]).examples, `${operationId}.json`), `${JSON.stringify(examples, null, 2)}\n`);
  }
  console.log(`mock:record: ${recorded.size} operations recorded from ${BACKEND}; now run \`npm run codegen\``);
}

await main();
