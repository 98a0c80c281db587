// What a section of the dashboard is, declared once in its route folder
// (`routes/<feature>/section.ts`): its path under /a/, its sidebar link or
// settings card, its feature flag, its plugin list zone, its pages (loaded on
// demand) and its list's query (prefetched from the sidebar). The router, the
// sidebar, the settings page, the prefetcher and the plugins' reserved paths
// are derived from these declarations (./sections.ts); links to a page are
// built by its section (`ordersSection.to("detail", { id })`), never written out.
//
// A declaration imports no page code: it stays in the first chunk, small.
import type { QueryClient } from "@tanstack/react-query";
import type { TranslationKey } from "@app/i18n/translation-key";
import type { ListBase } from "@app/extensions/zones";
import type { FeatureFlag } from "@app/providers/feature-flags";
import { FIRST_PAGE, type ListQuery } from "@app/components/data-table/list-query";
import { lazyPage, type PageModule } from "@app/lib/lazy-page";
import type { SearchKind } from "@app/layout/search/search-kind";


export interface PageRoute {
  /** Under the section's path: "" (its main page), ":id", "new", "manage". */
  path: string;
  /** The page's code; none while the page is planned (the section placeholder shows). */
  page?: () => Promise<PageModule>;
}

export type SectionNav =
  /** A link of the sidebar, in the order of ./sections.ts. */
  | { kind: "sidebar" }
  /** A card of the settings page, with its one-line description (i18n key). */
  | { kind: "settings"; description: TranslationKey };

export interface SectionInput {
  /** Path under /a/, without slashes at the ends. */
  path: string;
  /** i18n key of the section's name (sidebar link, settings card, page title). */
  label: TranslationKey;
  nav: SectionNav;
  /** Shown only when the store has this flag (or module) on. */
  flag?: FeatureFlag;
  /** Base of the plugin zones around its main page (`order` -> `order.list.before` / `.after`). */
  zone?: ListBase;
  /** Its pages by name; `main` is the page at the section's own path. */
  routes: { main: PageRoute } & Record<string, PageRoute>;
  /** The main page's list query (a module of its own, loaded with the page or on prefetch). */
  list?: () => Promise<ListQuery>;
  /** Its records in the global search (a module of its own, loaded with the search). */
  search?: () => Promise<SearchKind>;
}

/** `":id/edit"` -> `{ id: string }`. */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & ParamsOf<Rest>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

type ParamArgs<P extends string> = keyof ParamsOf<P> extends never ? [] : [params: ParamsOf<P>];

export type Section<S extends SectionInput = SectionInput> = S & {
  /** The address of one of its pages: `to("detail", { id })` -> `/a/orders/order_01`. */
  to<R extends keyof S["routes"] & string>(route: R, ...params: ParamArgs<S["routes"][R]["path"]>): string;
};

export const ADMIN_ROOT = "/a";

/** The full pattern of a section's page: `/a/orders/:id`. */
export const routePattern = (section: SectionInput, route: PageRoute) =>
  [ADMIN_ROOT, section.path, route.path].filter(Boolean).join("/");

/** A section's own page: `/a/orders`. */
export const mainPath = (section: SectionInput) => routePattern(section, section.routes.main);

/** A page a plugin registered under /a/ (`loyalty`, `settings/loyalty`). */
export const pluginPagePath = (path: string) => `${ADMIN_ROOT}/${path}`;

export function defineSection<const S extends SectionInput>(input: S): Section<S> {
  return {
    ...input,
    to: (route, ...[params]) =>
      routePattern(input, input.routes[route]).replace(/:(\w+)/g, (_, name: string) =>
        encodeURIComponent((params as Record<string, string>)[name]),
      ),
  };
}

/** Starts loading a section's main page and the first page of its list, if not cached. */
export function prefetchSection(section: SectionInput, queryClient: QueryClient) {
  const page = section.routes.main.page;
  // A failed prefetch is left to the page, whose opening shows it (or reloads for a new build).
  const ignore = () => {};
  if (page) void lazyPage(page).preload().catch(ignore);
  void section.list?.().then((listQuery) => queryClient.prefetchQuery(listQuery(FIRST_PAGE)), ignore);
}
