import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import { getGetCustomersResponseMock, getGetStoreResponseMock } from "@generated/mocks/admin/admin";
import { FeatureFlagProvider } from "@app/providers/feature-flags";
import { customerSearch } from "@app/routes/customers/list/customer-search";
import { customersSection } from "@app/routes/customers/section";
import { renderPage } from "@tests/support/render";
import type { SectionKind } from "./search-kinds";
import { useSearchResults } from "./use-search-results";

// The customers' search, once as is and once as if its section were behind a flag.
const kinds: SectionKind[] = [
  { section: customersSection, kind: customerSearch },
  { section: { ...customersSection, path: "flagged", flag: "some_flag" }, kind: customerSearch },
];

function Groups() {
  const { groups, pending } = useSearchResults(kinds, "jane");
  return <p data-testid="groups">{pending ? "pending" : groups.map((g) => `${g.id}:${g.count}`).join(",")}</p>;
}

function renderWithFlags(flags: string[]) {
  const { store } = getGetStoreResponseMock();
  const [customer] = getGetCustomersResponseMock().customers;
  server.use(
    http.get("*/admin/store", () => HttpResponse.json({ store: { ...store, feature_flags: flags.map((key) => ({ key, value: true })), modules: [] } })),
    http.get("*/admin/customers", () => HttpResponse.json({ customers: [{ ...customer, id: "cus_1" }], count: 3, offset: 0, limit: 5 })),
  );
  return renderPage(
    <FeatureFlagProvider>
      <Groups />
    </FeatureFlagProvider>,
  );
}

describe("search results", () => {
  it("leaves out the groups of sections whose feature is off", { timeout: 30_000 }, async () => {
    const off = renderWithFlags([]);
    // the first answers take a while in a cold test run (the contract's validators load)
    expect(await screen.findByText("customers:3", {}, { timeout: 15_000 })).toBeInTheDocument();
    off.unmount();
    renderWithFlags(["some_flag"]);
    expect(await screen.findByText("customers:3,flagged:3")).toBeInTheDocument();
  });
});
