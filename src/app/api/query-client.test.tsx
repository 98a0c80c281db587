import { QueryClientProvider, useMutation, useQuery } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { server } from "@mocks/node";
import { getGetProductsProductResponseMock } from "@generated/mocks/admin/admin";
import {
  deleteProductsProductMutation,
  getOrdersOptions,
  getProductsOptions,
  getProductsProductOptions,
  postProductsMutation,
} from "@generated/admin/@tanstack/react-query.gen";
import { createQueryClient, inlineErrors } from "./query-client";

const counting = (path: string) => {
  const calls = { n: 0 };
  server.use(http.get(`*${path}`, () => (calls.n++, HttpResponse.json({ products: [], orders: [], count: 0, offset: 0, limit: 15 }))));
  return calls;
};

describe("query client", () => {
  it("applies the product's cache defaults", () => {
    const { queries } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ refetchOnWindowFocus: false, staleTime: 90_000, gcTime: 300_000 });
  });

  it("refetches the lists of the resource a mutation changed, and only those", async () => {
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const products = counting("/admin/products");
    const orders = counting("/admin/orders");
    const { result } = renderHook(
      () => ({ p: useQuery(getProductsOptions()), o: useQuery(getOrdersOptions()), create: useMutation(postProductsMutation()) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.p.isSuccess && result.current.o.isSuccess).toBe(true));
    expect([products.n, orders.n]).toEqual([1, 1]);
    await result.current.create.mutateAsync({ body: { title: "Mug" } });
    await waitFor(() => expect(products.n).toBe(2));
    expect(orders.n).toBe(1);
  });

  it("does not refetch a deleted product's own page (it would answer 404), only the lists", async () => {
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const calls: string[] = [];
    server.use(
      http.get("*/admin/products/:id", ({ params }) => (calls.push(`product ${params.id}`), HttpResponse.json({ product: { ...getGetProductsProductResponseMock().product, id: String(params.id) } }))),
      http.get("*/admin/products", () => (calls.push("list"), HttpResponse.json({ products: [], count: 0, offset: 0, limit: 15 }))),
      http.delete("*/admin/products/:id", ({ params }) => HttpResponse.json({ id: params.id, object: "product", deleted: true })),
    );
    const { result } = renderHook(
      () => ({
        gone: useQuery(getProductsProductOptions({ path: { id: "prod_1" } })),
        other: useQuery(getProductsProductOptions({ path: { id: "prod_2" } })),
        list: useQuery(getProductsOptions()),
        remove: useMutation(deleteProductsProductMutation()),
      }),
      { wrapper },
    );
    await waitFor(() => expect(calls).toHaveLength(3));
    await result.current.remove.mutateAsync({ path: { id: "prod_1" } });
    await waitFor(() => expect(calls).toHaveLength(5));
    expect(calls.slice(3).sort()).toEqual(["list", "product prod_2"]);
    // marked stale: a later visit asks the server again
    expect(client.getQueryState(getProductsProductOptions({ path: { id: "prod_1" } }).queryKey)?.isInvalidated).toBe(true);
  });

  it("reports a 401 from any query, so the app can ask to sign in again", async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    server.use(http.get("*/admin/orders", () => new HttpResponse("Unauthorized", { status: 401 })));
    await expect(client.fetchQuery(getOrdersOptions())).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it("retries a server error once but never a client error", async () => {
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
    let calls = 0;
    server.use(http.get("*/admin/orders", () => (calls++, HttpResponse.json({ message: "down" }, { status: 503 }))));
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const failing = renderHook(() => useQuery(getOrdersOptions()), { wrapper });
    await waitFor(() => expect(failing.result.current.isError).toBe(true));
    expect(calls).toBe(2);
    calls = 0;
    server.use(http.get("*/admin/products", () => (calls++, HttpResponse.json({ message: "bad" }, { status: 400 }))));
    const refused = renderHook(() => useQuery(getProductsOptions()), { wrapper });
    await waitFor(() => expect(refused.result.current.isError).toBe(true));
    expect(calls).toBe(1);
  });
});

describe("failed mutations", () => {
  it("are reported for a toast, unless their page shows the error inline", async () => {
    const failures: unknown[] = [];
    const client = createQueryClient({ onMutationError: (e) => failures.push(e) });
    server.use(http.post("*/admin/products", () => HttpResponse.json({ message: "Product with handle x already exists." }, { status: 422 })));
    const run = (options: ReturnType<typeof postProductsMutation>) =>
      client.getMutationCache().build(client, options).execute({ body: { title: "x" } }).catch(() => undefined);
    await run(postProductsMutation());
    await run(inlineErrors(postProductsMutation()));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ status: 422, message: "Product with handle x already exists." });
  });
});
