import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import { getGetCustomersMockHandler, getGetRegionsRegionMockHandler, getPostOrdersOrderMockHandler } from "@generated/mocks/admin/admin";
import type { Order } from "@generated/admin/types.gen";
import { getGetRegionsRegionResponseMock } from "@generated/mocks/admin/admin";
import { renderPage } from "@tests/support/render";
import { CustomerSection } from "./CustomerSection";
import { ADA, customer, customersAnswer, EU_COUNTRIES, order, region } from "./test-fixtures";

let updates: unknown[];
let regionReads: number;
let searches: (string | null)[];
const GRACE = customer("cus_grace", "Grace", "Hopper", "grace@example.com");
const ALAN = customer("cus_alan", null, null, "alan@example.com");

beforeEach(() => {
  updates = [];
  regionReads = 0;
  searches = [];
  server.use(
    getPostOrdersOrderMockHandler(async ({ request }) => {
      updates.push(await request.json());
      await delay(50); // a second click could slip in meanwhile
      return { order: order() };
    }),
    getGetRegionsRegionMockHandler(() => {
      regionReads++;
      return { region: { ...getGetRegionsRegionResponseMock().region, ...region(), countries: EU_COUNTRIES } };
    }),
    getGetCustomersMockHandler(({ request }) => {
      const q = new URL(request.url).searchParams.get("q");
      searches.push(q);
      const all = [ADA, GRACE, ALAN];
      return customersAnswer(q ? all.filter((c) => `${c.first_name} ${c.last_name} ${c.email}`.toLowerCase().includes(q.toLowerCase())) : all, q ? undefined : 25);
    }),
  );
});

const render = (o: Order = order()) => renderPage(<CustomerSection order={o} />);
const card = () => screen.getByRole("region", { name: "Customer" });

/** Picks a menu action with the keyboard (a pointer choice in jsdom never reaches the item's select). */
async function choose(user: ReturnType<typeof render>["user"], action: string) {
  within(card()).getByRole("button", { name: "Customer actions" }).focus();
  await user.keyboard("{Enter}");
  const item = await screen.findByRole("menuitem", { name: action });
  for (let i = 0; i < 10 && !item.hasAttribute("data-highlighted"); i++) await user.keyboard("{ArrowDown}");
  await user.keyboard("{Enter}");
}

const refuse = (message: string, status = 400) =>
  server.use(http.post("*/admin/orders/:id", () => HttpResponse.json({ type: status === 404 ? "not_found" : "invalid_data", message }, { status })));

describe("customer card", () => {
  it("offers its changes in a menu named for screen readers, none on a canceled order", async () => {
    const { user, unmount } = render();
    within(card()).getByRole("button", { name: "Customer actions" }).focus();
    await user.keyboard("{Enter}");
    const menu = await screen.findByRole("menu", { name: "Customer actions" });
    expect(within(menu).getAllByRole("menuitem").map((i) => i.textContent)).toEqual([
      "Edit email",
      "Edit shipping address",
      "Edit billing address",
      "Transfer to another customer",
    ]);
    unmount();
    render(order({ status: "canceled" }));
    expect(within(card()).queryByRole("button", { name: "Customer actions" })).not.toBeInTheDocument();
  });
});

describe("editing the email", () => {
  it("checks the email on its field, then sends it alone", async () => {
    const { user } = render();
    await choose(user, "Edit email");
    const dialog = await screen.findByRole("dialog", { name: "Edit the order's email" });
    const email = within(dialog).getByRole("textbox", { name: /Email/ });
    expect(email).toHaveValue("ada@example.com");
    await user.clear(email);
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await within(dialog).findByText("This field is required")).toBeInTheDocument();
    await user.type(email, "ada@");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await within(dialog).findByText("Please enter a valid email")).toBeInTheDocument();
    expect(updates).toEqual([]);
    await user.type(email, "work.example");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(updates).toEqual([{ email: "ada@work.example" }]);
  });

  it("sends nothing when nothing changed", async () => {
    const { user } = render();
    await choose(user, "Edit email");
    const dialog = await screen.findByRole("dialog", { name: "Edit the order's email" });
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(updates).toEqual([]);
  });

  it("says the server's refusal in the dialog and keeps what was typed", async () => {
    refuse("email must be an email");
    const { user } = render();
    await choose(user, "Edit email");
    const dialog = await screen.findByRole("dialog", { name: "Edit the order's email" });
    const email = within(dialog).getByRole("textbox", { name: /Email/ });
    await user.clear(email);
    await user.type(email, "ada@new.example");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("email must be an email");
    expect(email).toHaveValue("ada@new.example");
  });
});

describe("editing an address", () => {
  it("offers the countries of the order's region (read from the region) and sends only the fields changed, with the country", async () => {
    const { user } = render();
    await choose(user, "Edit shipping address");
    const dialog = await screen.findByRole("dialog", { name: "Edit shipping address" });
    const country = await within(dialog).findByRole("combobox", { name: /Country/ });
    expect(within(country).getAllByRole("option").map((o) => o.textContent)).toEqual(["Choose a country", "France", "Germany", "Netherlands"]);
    expect(country).toHaveValue("de");
    expect(regionReads).toBe(1);

    const city = within(dialog).getByRole("textbox", { name: /City/ });
    await user.clear(city);
    await user.clear(within(dialog).getByRole("textbox", { name: /First name/ }));
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await within(dialog).findAllByText("This field is required")).toHaveLength(2);
    expect(updates).toEqual([]);

    await user.type(within(dialog).getByRole("textbox", { name: /First name/ }), "Ada");
    await user.type(city, "Hamburg");
    await user.type(within(dialog).getByRole("textbox", { name: /Company/ }), "ACME");
    const save = within(dialog).getByRole("button", { name: "Save changes" });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(updates).toEqual([{ shipping_address: { company: "ACME", city: "Hamburg", country_code: "de" } }]);
  });

  it("uses the same form for the billing address, with the region's countries when the order has them", async () => {
    const { user } = render(order({ region: region({ countries: EU_COUNTRIES }) }));
    await choose(user, "Edit billing address");
    const dialog = await screen.findByRole("dialog", { name: "Edit billing address" });
    expect(within(dialog).getByRole("textbox", { name: /^Address/ })).toHaveValue("2 Invoice Road");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /Country/ }), "France");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(updates).toEqual([{ billing_address: { country_code: "fr" } }]);
    expect(regionReads).toBe(0);
  });

  it("says the server's refusal in the dialog and keeps what was typed", async () => {
    refuse("Shipping country must be in the order region");
    const { user } = render();
    await choose(user, "Edit shipping address");
    const dialog = await screen.findByRole("dialog", { name: "Edit shipping address" });
    const street = await within(dialog).findByRole("textbox", { name: /^Address/ });
    await user.clear(street);
    await user.type(street, "9 Other Street");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Shipping country must be in the order region");
    expect(street).toHaveValue("9 Other Street");
    expect(within(dialog).getByRole("button", { name: "Save changes" })).toBeEnabled();
  });

  it("says why when the region's countries cannot be read, and can try again", async () => {
    server.use(
      http.get("*/admin/regions/:id", () => HttpResponse.json({ type: "not_found", message: "Region with reg_eu was not found" }, { status: 404 }), { once: true }),
    );
    const { user } = render();
    await choose(user, "Edit shipping address");
    const dialog = await screen.findByRole("dialog", { name: "Edit shipping address" });
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Region with reg_eu was not found");
    expect(within(dialog).getByRole("button", { name: "Save changes" })).toBeDisabled();
    await user.click(within(dialog).getByRole("button", { name: "Try again" }));
    expect(await within(dialog).findByRole("combobox", { name: /Country/ })).toHaveValue("de");
    expect(within(dialog).getByRole("button", { name: "Save changes" })).toBeEnabled();
  });
});

describe("transferring the order", () => {
  it("finds a customer by a server search, asks first naming them, and sends customer_id once", async () => {
    const { user } = render();
    await choose(user, "Transfer to another customer");
    const dialog = await screen.findByRole("dialog", { name: "Transfer order #1001" });
    const list = await within(dialog).findByRole("table", { name: "Customers" });
    await within(list).findByRole("button", { name: "Choose Grace Hopper (grace@example.com)" });
    expect(within(list).getByRole("row", { name: /Ada Lovelace/ })).toHaveTextContent("Current customer");
    expect(within(list).queryByRole("button", { name: /Ada Lovelace/ })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent("Only the first matches are shown");

    await user.type(within(dialog).getByRole("searchbox", { name: "Search customers by name or email" }), "grace{Enter}");
    await waitFor(() => expect(within(list).queryByRole("button", { name: "Choose alan@example.com" })).not.toBeInTheDocument());
    expect(searches.at(-1)).toBe("grace");
    await user.click(within(list).getByRole("button", { name: "Choose Grace Hopper (grace@example.com)" }));

    const confirm = await screen.findByRole("alertdialog", { name: "Transfer order #1001?" });
    expect(confirm).toHaveTextContent("Order #1001 will belong to Grace Hopper (grace@example.com). Its email stays ada@example.com.");
    expect(updates).toEqual([]);
    const yes = within(confirm).getByRole("button", { name: "Transfer order" });
    fireEvent.click(yes);
    fireEvent.click(yes);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(updates).toEqual([{ customer_id: "cus_grace" }]);
  });

  it("sends nothing when the question is answered no", async () => {
    const { user } = render();
    await choose(user, "Transfer to another customer");
    const dialog = await screen.findByRole("dialog", { name: "Transfer order #1001" });
    await user.click(await within(dialog).findByRole("button", { name: "Choose alan@example.com" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(dialog).toBeInTheDocument();
    expect(updates).toEqual([]);
  });

  it("says the server's refusal above the list and keeps the search", async () => {
    refuse("Customer with customer_id cus_alan does not exist.", 404);
    const { user } = render();
    await choose(user, "Transfer to another customer");
    const dialog = await screen.findByRole("dialog", { name: "Transfer order #1001" });
    const search = within(dialog).getByRole("searchbox", { name: "Search customers by name or email" });
    await user.type(search, "alan{Enter}");
    await user.click(await within(dialog).findByRole("button", { name: "Choose alan@example.com" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Transfer order" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Customer with customer_id cus_alan does not exist.");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(search).toHaveValue("alan");
    expect(within(dialog).getByRole("button", { name: "Choose alan@example.com" })).toBeEnabled();
  });
});
