// Starts loading a section before it is opened (pointer over or pressing its
// link): its page's code and the first page of its list, in parallel, so the
// click shows rows as soon as the server answers.
import type { QueryClient } from "@tanstack/react-query";
import { PAGE_SIZES } from "@app/components/data-table/use-list-params";
import { orderListQuery } from "@app/routes/orders/order-list-query";
import { loadSectionPage } from "@app/routes/pages";
import { productListQuery } from "@app/routes/products/product-list-query";

const firstPage = { offset: 0, limit: PAGE_SIZES[0] };

// prefetchQuery does nothing while the cached list is still fresh.
const prefetchList: Record<string, (queryClient: QueryClient) => Promise<void>> = {
  orders: (queryClient) => queryClient.prefetchQuery(orderListQuery(firstPage)),
  products: (queryClient) => queryClient.prefetchQuery(productListQuery(firstPage)),
};

/**
 * The code of every given section, loaded when the browser is next idle (a
 * few kB each), so that a later click waits only for its data. Returns the
 * cancel function.
 */
export function preloadSectionsWhenIdle(paths: string[]) {
  if (typeof requestIdleCallback !== "function") return () => {};
  const id = requestIdleCallback(() => paths.forEach((path) => void loadSectionPage(path)), { timeout: 5000 });
  return () => cancelIdleCallback(id);
}

export function prefetchSection(path: string, queryClient: QueryClient) {
  void loadSectionPage(path);
  void prefetchList[path]?.(queryClient);
}
