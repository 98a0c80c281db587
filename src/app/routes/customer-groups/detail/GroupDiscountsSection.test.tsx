import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import type { CustomerGroup, Discount, DiscountCondition } from "@generated/admin/types.gen";
import { getGetDiscountsMockHandler, getGetDiscountsResponseMock } from "@generated/mocks/admin/admin";
import { renderPage } from "@tests/support/render";
import { GroupDiscountsSection } from "./GroupDiscountsSection";

const AT = "2026-01-10T10:00:00Z";
const group = (id: string, name: string): CustomerGroup => ({ id, name, created_at: AT, updated_at: AT, deleted_at: null, metadata: null });
const VIP = group("cgrp_vip", "VIP");
const WHOLESALE = group("cgrp_wholesale", "Wholesale");

const condition = (type: DiscountCondition["type"], operator: DiscountCondition["operator"], groups: CustomerGroup[]): DiscountCondition => ({
  id: `cond_${type}_${operator}`,
  type,
  operator,
  discount_rule_id: "dru_1",
  customer_groups: groups,
  created_at: AT,
  updated_at: AT,
  deleted_at: null,
  metadata: null,
});

const base = getGetDiscountsResponseMock().discounts[0]!;
const discount = (code: string, conditions: DiscountCondition[]): Discount => ({
  ...base,
  id: `disc_${code}`,
  code,
  rule: { id: "dru_1", type: "percentage", description: null, value: 10, allocation: "total", conditions, created_at: AT, updated_at: AT, deleted_at: null, metadata: null },
});

const DISCOUNTS = [
  discount("VIPONLY", [condition("customer_groups", "in", [VIP, WHOLESALE])]),
  discount("NOTVIP", [condition("customer_groups", "not_in", [VIP])]),
  discount("WHOLESALE", [condition("customer_groups", "in", [WHOLESALE])]),
  discount("EVERYONE", []),
];

describe("the discounts targeting a group", () => {
  it("lists those whose customer-group condition names it, saying whether it is included or left out", async () => {
    server.use(getGetDiscountsMockHandler({ discounts: DISCOUNTS, count: DISCOUNTS.length, offset: 0, limit: 500 }));
    renderPage(<GroupDiscountsSection group={VIP} />, { path: "/a/customers/groups/:id", url: "/a/customers/groups/cgrp_vip", others: ["/a/discounts/:id"] });
    const items = await screen.findAllByRole("listitem");
    expect(items.map((i) => i.textContent)).toEqual(["VIPONLYOnly these", "NOTVIPAll but these"]);
    expect(within(items[0]!).getByRole("link", { name: "VIPONLY" })).toHaveAttribute("href", "/a/discounts/disc_VIPONLY");
  });

  it("says when none does", async () => {
    server.use(getGetDiscountsMockHandler({ discounts: DISCOUNTS.slice(2), count: 2, offset: 0, limit: 500 }));
    renderPage(<GroupDiscountsSection group={VIP} />, { path: "/a/customers/groups/:id", url: "/a/customers/groups/cgrp_vip" });
    expect(await screen.findByText("No discount targets this group.")).toBeVisible();
  });
});
