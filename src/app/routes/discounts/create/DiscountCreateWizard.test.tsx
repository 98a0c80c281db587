import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import { getGetDiscountsMockHandler, getGetRegionsMockHandler, getGetRegionsResponseMock, getPostDiscountsMockHandler, getPostDiscountsResponseMock } from "@generated/mocks/admin/admin";
import { renderPage } from "@tests/support/render";
import DiscountCreatePage from "./DiscountCreatePage";

const base = getGetRegionsResponseMock().regions[0];
const REGIONS = [
  { ...base, id: "reg_eu", name: "Europe", currency_code: "eur" },
  { ...base, id: "reg_kr", name: "Korea", currency_code: "krw" },
];

beforeEach(() => {
  server.use(
    getGetRegionsMockHandler({ regions: REGIONS, count: REGIONS.length, offset: 0, limit: 1000 }),
    // The list under the wizard: empty, so that it shows no random currency.
    getGetDiscountsMockHandler({ discounts: [], count: 0, offset: 0, limit: 15 }),
  );
});

const render = () => renderPage(<DiscountCreatePage />, { path: "/a/discounts/new", url: "/a/discounts/new", others: ["/a/discounts/:id", "/a/discounts"] });

/** Walks a 15 % discount for Europe with this code up to the last step. */
async function fillPercentage(code: string) {
  const { user } = render();
  const wizard = await screen.findByRole("dialog", { name: "New discount" }, { timeout: 5000 });
  const next = () => user.click(within(wizard).getByRole("button", { name: "Next" }));
  await next();
  // No region nor value yet: the step does not let the user go on.
  await waitFor(() => expect(within(wizard).getByRole("button", { name: "Next" })).toBeDisabled());
  await user.click(await within(wizard).findByRole("checkbox", { name: "Europe (EUR)" }));
  await user.type(within(wizard).getByRole("textbox", { name: /^Percentage/ }), "15");
  await next();
  await user.type(within(wizard).getByRole("textbox", { name: /^Code/ }), code);
  await user.type(within(wizard).getByRole("textbox", { name: /^Usage limit/ }), "10");
  await next();
  await next();
  return { user, wizard };
}

describe("new discount wizard", () => {
  it("sends one create however fast Submit is clicked, then opens the discount", async () => {
    const bodies: unknown[] = [];
    server.use(
      getPostDiscountsMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return { discount: { ...getPostDiscountsResponseMock().discount, id: "disc_new", code: "SUMMER15" } };
      }),
    );
    const { user, wizard } = await fillPercentage("SUMMER15");
    await user.dblClick(within(wizard).getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("at /a/discounts/:id")).toBeInTheDocument();
    expect(bodies).toEqual([
      { code: "SUMMER15", is_dynamic: false, is_disabled: false, regions: ["reg_eu"], usage_limit: 10, rule: { type: "percentage", value: 15, allocation: "total" } },
    ]);
  }, 30_000);

  it("says why a create was refused and keeps every step's input", async () => {
    server.use(http.post("*/admin/discounts", () => HttpResponse.json({ type: "duplicate_error", message: "Discount with code SUMMER15 already exists" }, { status: 422 })));
    const { user, wizard } = await fillPercentage("SUMMER15");
    await user.click(within(wizard).getByRole("button", { name: "Submit" }));
    expect(await within(wizard).findByRole("alert")).toHaveTextContent("Discount with code SUMMER15 already exists");
    await user.click(within(wizard).getByRole("button", { name: "Back" }));
    await user.click(within(wizard).getByRole("button", { name: "Back" }));
    await waitFor(() => expect(within(wizard).getByRole("textbox", { name: /^Code/ })).toHaveValue("SUMMER15"));
    await user.click(within(wizard).getByRole("button", { name: "Back" }));
    expect(within(wizard).getByRole("textbox", { name: /^Percentage/ })).toHaveValue("15");
  }, 30_000);
});
