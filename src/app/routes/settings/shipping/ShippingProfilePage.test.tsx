import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import {
  getDeleteShippingProfilesProfileMockHandler,
  getGetProductsMockHandler,
  getGetRegionsMockHandler,
  getGetShippingProfilesMockHandler,
  getGetShippingProfilesProfileMockHandler,
  getPostShippingProfilesProfileMockHandler,
} from "@generated/mocks/admin/admin";
import type { ShippingProfile } from "@generated/admin/types.gen";
import { getShippingProfilesOptions } from "@generated/admin/@tanstack/react-query.gen";
import { renderPage } from "@tests/support/render";
import { AT } from "@app/routes/orders/test-fixtures";
import { product } from "@app/routes/products/list/test-fixtures";
import ShippingProfilePage from "./ShippingProfilePage";

const profile = (id: string, name: string, type: ShippingProfile["type"], fields: Partial<ShippingProfile> = {}): ShippingProfile => ({
  id,
  name,
  type,
  products: [],
  shipping_options: [],
  created_at: AT,
  updated_at: AT,
  deleted_at: null,
  metadata: null,
  ...fields,
});
const DEFAULT = profile("sp_default", "Default Shipping Profile", "default");
const SHIRT = product("prod_shirt", "Shirt");
const BULKY = profile("sp_bulky", "Bulky goods", "custom", { products: [SHIRT] });

let shown: ShippingProfile;
let posts: { id: string; body: unknown }[];
beforeEach(() => {
  shown = BULKY;
  posts = [];
  server.use(
    getGetShippingProfilesProfileMockHandler(() => ({ shipping_profile: shown })),
    getGetShippingProfilesMockHandler({ shipping_profiles: [DEFAULT, BULKY] }),
    getGetRegionsMockHandler({ regions: [], count: 0, offset: 0, limit: 1000 }),
    getGetProductsMockHandler({ products: [SHIRT, product("prod_sofa", "Sofa"), product("prod_bed", "Bed")], count: 3, offset: 0, limit: 10 }),
    getPostShippingProfilesProfileMockHandler(async ({ request, params }) => {
      posts.push({ id: String(params.id), body: await request.json() });
      return { shipping_profile: shown };
    }),
  );
});

const render = () => renderPage(<ShippingProfilePage />, { path: "/a/settings/shipping/:id", url: `/a/settings/shipping/${shown.id}`, others: ["/a/settings/shipping"] });

describe("a shipping profile", () => {
  it("adds the products ticked in the picker in one request", async () => {
    const { user } = render();
    await user.click(await screen.findByRole("button", { name: "Add products" }));
    const picker = await screen.findByRole("dialog", { name: "Add products to Bulky goods" });
    // a product already in the profile cannot be picked again
    expect(await within(picker).findByRole("checkbox", { name: "Select Shirt" })).toBeDisabled();
    await user.click(within(picker).getByRole("checkbox", { name: "Select Sofa" }));
    await user.click(within(picker).getByRole("checkbox", { name: "Select Bed" }));
    await user.dblClick(within(picker).getByRole("button", { name: "Add 2 products" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(posts).toEqual([{ id: "sp_bulky", body: { products: ["prod_sofa", "prod_bed"] } }]);
  });

  it("removes a product after a question, putting it back in the default profile", async () => {
    const { user } = render();
    await user.click(await screen.findByRole("button", { name: "Remove Shirt" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Remove Shirt?" });
    expect(dialog).toHaveTextContent("goes back to the default profile, Default Shipping Profile");
    expect(posts).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(posts).toEqual([{ id: "sp_default", body: { products: ["prod_shirt"] } }]);
  });

  it("deletes a custom profile once confirmed, warning about its products, then goes back to the list", async () => {
    const deleted: string[] = [];
    server.use(
      getDeleteShippingProfilesProfileMockHandler(({ params }) => {
        deleted.push(String(params.id));
        return { id: String(params.id), object: "shipping_profile", deleted: true };
      }),
    );
    const { user } = render();
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete Bulky goods?" });
    expect(dialog).toHaveTextContent("Its 1 product is left without a shipping profile");
    await user.dblClick(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("at /a/settings/shipping")).toBeInTheDocument();
    expect(deleted).toEqual(["sp_bulky"]);
  });

  it("says why the default profile cannot be deleted, and offers no delete nor remove (the profiles read before or not)", async () => {
    shown = profile("sp_default", "Default Shipping Profile", "default", { products: [SHIRT] });
    const { queryClient } = render();
    await queryClient.fetchQuery(getShippingProfilesOptions());
    expect(await screen.findByTestId("profile-kept")).toHaveTextContent("it holds every product not in another profile, so it cannot be deleted");
    expect(screen.queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Shirt" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Remove Shirt" })).not.toBeInTheDocument();
  });
});
