// Shared by the hostile-data specs: a session without the sign-in page, the
// store records they make (each deleted afterwards) and responses rewritten on
// their way to the page.
import { type Page, type Request } from "@playwright/test";
import { ADMIN, adminApi, BACKEND_URL } from "./backend.ts";

/** Signs the browser in through the API (the sign-in page is not under test here). */
export async function signInByApi(page: Page) {
  const res = await page.request.post(`${BACKEND_URL}/admin/auth`, { data: { email: ADMIN.email, password: ADMIN.password } });
  if (!res.ok()) throw new Error(`POST /admin/auth -> ${res.status()}`);
}

/** Records made through the admin API, deleted in reverse order by `cleanup`. */
export class Records {
  private readonly made: string[] = [];

  /** POSTs `body` to `path` and returns the answer's `key` (e.g. "product"). */
  async create(path: string, key: string, body: object) {
    const record = (await adminApi<Record<string, { id: string }>>("POST", path, body))[key];
    this.made.push(`${path}/${record.id}`);
    return record;
  }

  async cleanup() {
    for (const path of this.made.reverse()) await adminApi("DELETE", path).catch((e) => console.warn(`clean-up: ${e}`));
  }
}

/**
 * A change to the JSON of the page's responses: those whose path matches
 * (and method, GET by default) go through `edit` before the page reads them.
 */
export interface Rewrite {
  path: string | RegExp;
  method?: string;
  // `any`: the edits reach into the server's JSON as the page receives it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  edit: (json: any) => void;
}

export async function rewriteResponses(page: Page, rewrites: readonly Rewrite[]) {
  const applying = (request: Request) => {
    const { pathname } = new URL(request.url());
    return rewrites.filter((r) => (r.method ?? "GET") === request.method() && (typeof r.path === "string" ? r.path === pathname : r.path.test(pathname)));
  };
  // the API's paths, on the backend or proxied by the dashboard's own server
  await page.route(
    (url) => url.pathname.startsWith("/admin/"),
    async (route) => {
      const edits = applying(route.request());
      if (edits.length === 0) return route.fallback();
      const response = await route.fetch();
      const json = await response.json();
      for (const r of edits) r.edit(json);
      await route.fulfill({ response, json });
    },
  );
}
