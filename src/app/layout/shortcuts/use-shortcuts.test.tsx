import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { useLocation } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { server } from "@mocks/node";
import { getGetStoreResponseMock } from "@generated/mocks/admin/admin";
import { FeatureFlagProvider } from "@app/providers/feature-flags";
import { renderPage } from "@tests/support/render";
import { useShortcuts } from "./use-shortcuts";

const openSearch = vi.fn();
const openHelp = vi.fn();

function Harness() {
  useShortcuts({ openSearch, openHelp });
  return (
    <>
      <p data-testid="at">{useLocation().pathname}</p>
      <input aria-label="Note" />
    </>
  );
}

function renderAt(url: string) {
  const store = getGetStoreResponseMock();
  server.use(http.get("*/admin/store", () => HttpResponse.json({ store: { ...store.store, feature_flags: [], modules: [] } })));
  return renderPage(
    <FeatureFlagProvider>
      <Harness />
    </FeatureFlagProvider>,
    { path: "*", url },
  );
}

describe("keyboard shortcuts", () => {
  beforeEach(() => {
    openSearch.mockClear();
    openHelp.mockClear();
  });

  it("goes to a section with g then its letter", async () => {
    const { user } = renderAt("/a/orders");
    await user.keyboard("gp");
    expect(screen.getByTestId("at")).toHaveTextContent("/a/products");
    await user.keyboard("gg");
    expect(screen.getByTestId("at")).toHaveTextContent("/a/gift-cards");
    await user.keyboard("gi");
    expect(screen.getByTestId("at")).toHaveTextContent("/a/discounts");
  });

  it("opens the search with Ctrl+K, ⌘+K and /, and the sheet with ?", async () => {
    const { user } = renderAt("/a/orders");
    await user.keyboard("{Control>}k{/Control}");
    await user.keyboard("{Meta>}k{/Meta}");
    await user.keyboard("/");
    expect(openSearch).toHaveBeenCalledTimes(3);
    await user.keyboard("?");
    expect(openHelp).toHaveBeenCalledTimes(1);
  });

  it("goes back to the list with Escape on a record's page, and copies its id with Ctrl+I", async () => {
    const { user } = renderAt("/a/customers/cus_42");
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    await user.keyboard("{Control>}i{/Control}");
    expect(writeText).toHaveBeenCalledWith("cus_42");
    await user.keyboard("{Escape}");
    expect(screen.getByTestId("at")).toHaveTextContent(/^\/a\/customers$/);
    // not a record's page: Escape does nothing
    await user.keyboard("{Escape}");
    expect(screen.getByTestId("at")).toHaveTextContent(/^\/a\/customers$/);
  });

  it("never fires while the user types in a field, except Ctrl+K, which opens the search from there too", async () => {
    const { user } = renderAt("/a/orders/order_1");
    await user.type(screen.getByRole("textbox", { name: "Note" }), "gp/?");
    await user.keyboard("{Escape}");
    expect(screen.getByTestId("at")).toHaveTextContent("/a/orders/order_1");
    expect(openSearch).not.toHaveBeenCalled();
    expect(openHelp).not.toHaveBeenCalled();
    await user.keyboard("{Control>}k{/Control}");
    expect(openSearch).toHaveBeenCalledTimes(1);
  });

  it("never fires while a modal is open", async () => {
    const { user } = renderAt("/a/orders/order_1");
    const modal = document.createElement("div");
    modal.setAttribute("role", "dialog");
    modal.setAttribute("aria-modal", "true");
    document.body.append(modal);
    try {
      await user.keyboard("gp?{Escape}{Control>}k{/Control}");
      expect(screen.getByTestId("at")).toHaveTextContent("/a/orders/order_1");
      expect(openSearch).not.toHaveBeenCalled();
      expect(openHelp).not.toHaveBeenCalled();
    } finally {
      modal.remove();
    }
  });
});
