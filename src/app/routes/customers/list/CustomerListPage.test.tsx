import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { server } from "@mocks/node";
import {
  getGetCustomerGroupsMockHandler,
  getGetCustomerGroupsResponseMock,
  getGetCustomersMockHandler,
  getGetCustomersResponseMock,
  getPostCustomerGroupsGroupCustomersBatchMockHandler,
  getPostCustomerGroupsGroupCustomersBatchResponseMock,
} from "@generated/mocks/admin/admin";
import { toaster } from "@app/components/toaster";
import { renderPage } from "@tests/support/render";
import CustomerListPage from "./CustomerListPage";

type Customer = ReturnType<typeof getGetCustomersResponseMock>["customers"][number];
const customer = (id: string, first_name: string, has_account = false): Customer => ({
  ...getGetCustomersResponseMock().customers[0],
  id,
  first_name,
  last_name: "Doe",
  email: `${first_name.toLowerCase()}@example.com`,
  has_account,
  groups: [],
  orders: [],
});
const CUSTOMERS = [customer("cus_1", "Ann", true), customer("cus_2", "Ben")];
const VIP = { ...getGetCustomerGroupsResponseMock().customer_groups[0], id: "cgrp_vip", name: "VIP" };

let queries: URLSearchParams[];
beforeEach(() => {
  queries = [];
  server.use(
    getGetCustomersMockHandler(({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return { customers: CUSTOMERS, count: CUSTOMERS.length, offset: 0, limit: 15 };
    }),
    getGetCustomerGroupsMockHandler({ customer_groups: [VIP], count: 1, offset: 0, limit: 1000 }),
  );
});
afterEach(() => vi.restoreAllMocks());

const render = (url = "/a/customers") => renderPage(<CustomerListPage />, { path: "/a/customers", url });
const table = () => screen.getByRole("table", { name: "Customers" });

describe("customers list", () => {
  it("asks the server for the search, account, group and date filters of the URL", async () => {
    render("/a/customers?q=doe&account=without&groups=cgrp_vip&created_from=2026-01-01&order=email");
    await within(table()).findByRole("row", { name: /Ann Doe/ }, { timeout: 5000 });
    await waitFor(() => expect(queries.at(-1)!.getAll("groups[]")).toEqual(["cgrp_vip"]));
    const q = queries.at(-1)!;
    expect(q.get("q")).toBe("doe");
    expect(q.get("has_account")).toBe("false");
    expect(q.get("order")).toBe("email");
    expect(q.get("expand")).toBe("groups,orders");
    expect([...q.keys()].some((k) => k.startsWith("created_at") && k.includes("gte"))).toBe(true);
  });

  it("sends no account filter when both choices are ticked", async () => {
    render("/a/customers?account=with&account=without");
    await within(table()).findByRole("row", { name: /Ann Doe/ }, { timeout: 5000 });
    expect(queries.at(-1)!.has("has_account")).toBe(false);
  });

  it("adds the ticked customers to a group one by one, and says which part failed", async () => {
    const toast = vi.spyOn(toaster, "create");
    const added: string[] = [];
    server.use(
      getPostCustomerGroupsGroupCustomersBatchMockHandler(async ({ request }) => {
        added.push(...((await request.json()) as { customer_ids: { id: string }[] }).customer_ids.map((c) => c.id));
        return getPostCustomerGroupsGroupCustomersBatchResponseMock({ customer_group: VIP });
      }),
    );
    // Ben is refused; the others fall through to the handler above.
    server.use(
      http.post("*/admin/customer-groups/:id/customers/batch", async ({ request }) => {
        const body = (await request.clone().json()) as { customer_ids: { id: string }[] };
        return body.customer_ids[0].id === "cus_2" ? HttpResponse.json({ type: "invalid_data", message: "Ben cannot join" }, { status: 400 }) : undefined;
      }),
    );
    const { user } = render();
    await user.click(await screen.findByRole("checkbox", { name: "Select Ann Doe" }, { timeout: 5000 }));
    await user.click(screen.getByRole("checkbox", { name: "Select Ben Doe" }));
    await user.click(within(screen.getByRole("region", { name: "Actions on selected rows" })).getByRole("button", { name: "Add to group" }));
    const dialog = await screen.findByRole("dialog", { name: "Add 2 customers to a group" });
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /Customer group/ }), "VIP");
    await user.click(within(dialog).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: "error", description: "1 of 2 failed: Ben cannot join" })));
    expect(added).toEqual(["cus_1"]);
  });

  it("says when the server refuses the list", async () => {
    server.use(http.get("*/admin/customers", () => HttpResponse.json({ type: "not_allowed", message: "Forbidden" }, { status: 403 })));
    render();
    expect(await screen.findByText("You don’t have access to this list", {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
