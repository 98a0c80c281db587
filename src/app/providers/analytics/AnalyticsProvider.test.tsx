import { ChakraProvider } from "@chakra-ui/react";
import { act, render, renderHook, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMemoryRouter, Link, RouterProvider } from "react-router-dom";
import { server } from "@mocks/node";
import type { AnalyticsConfig, User } from "@generated/admin/types.gen";
import {
  getGetAuthResponseMock,
  getGetDiscountsMockHandler,
  getGetOrdersMockHandler,
  getGetProductsMockHandler,
  getGetRegionsMockHandler,
  getGetRegionsResponseMock,
  getGetStoreMockHandler,
  getGetUsersMockHandler,
} from "@generated/mocks/admin/admin";
import { createQueryClient } from "@app/api/query-client";
import { toaster } from "@app/components/toaster";
import { system } from "@app/theme/system";
import { FeatureFlagProvider } from "../feature-flags";
import { MedusaProvider } from "../medusa";
import type { SentEvent } from "./analytics-client";
import { useAnalytics } from "./analytics-context";
import { AnalyticsProvider } from "./AnalyticsProvider";
import { currencies, storeAnswer } from "@tests/support/store";

const ENDPOINT = "https://collect.test/events";
const user: User = { ...getGetAuthResponseMock().user, id: "usr_1", email: "ada@example.com", first_name: "Ada", last_name: "L" };
const savedConfig = (overrides: Partial<AnalyticsConfig> = {}): AnalyticsConfig => ({
  id: "acfg_1",
  user_id: "usr_1",
  opt_out: false,
  anonymize: false,
  created_at: "2026-05-01T10:00:00Z",
  updated_at: "2026-05-01T10:00:00Z",
  deleted_at: null,
  ...overrides,
});

/** The store (with or without the analytics flag) and the user's config (undefined: none yet, 404). */
function answer({ flag = true, config }: { flag?: boolean; config?: AnalyticsConfig } = {}) {
  const requests = { configGets: 0, posts: [] as unknown[], missingAnsweredAt: undefined as number | undefined };
  let current = config;
  server.use(
    getGetStoreMockHandler(storeAnswer({ id: "store_1", name: "Shop", currencies: currencies("eur", "usd"), feature_flags: [{ key: "analytics", value: flag }] })),
    http.get("*/admin/analytics-configs", () => {
      requests.configGets += 1;
      if (!current) requests.missingAnsweredAt ??= Date.now();
      return current
        ? HttpResponse.json({ analytics_config: current })
        : HttpResponse.json({ type: "not_found", message: "No analytics config found" }, { status: 404 });
    }),
    http.post("*/admin/analytics-configs", async ({ request }) => {
      const body = (await request.json()) as Pick<AnalyticsConfig, "anonymize" | "opt_out">;
      requests.posts.push(body);
      current = savedConfig(body);
      return HttpResponse.json({ analytics_config: current });
    }),
    getGetUsersMockHandler({ users: [user, { ...user, id: "usr_2" }], count: 2, offset: 0, limit: 50 }),
    getGetRegionsMockHandler({ regions: ["EU", "NA"].map((name) => ({ ...getGetRegionsResponseMock().regions[0]!, name })), count: 2, offset: 0, limit: 50 }),
    getGetOrdersMockHandler({ orders: [], count: 12, offset: 0, limit: 1 }),
    getGetProductsMockHandler({ products: [], count: 5, offset: 0, limit: 1 }),
    getGetDiscountsMockHandler({ discounts: [], count: 1, offset: 0, limit: 1 }),
  );
  return requests;
}

function Page({ name }: { name: string }) {
  const { isTracking } = useAnalytics();
  return (
    <main>
      <p>{`${name} page, tracking: ${isTracking}`}</p>
      <Link to="/a/products">to products</Link>
    </main>
  );
}

function renderShell({ endpoint }: { endpoint?: string } = {}) {
  const onMutationError = vi.fn();
  const queryClient = createQueryClient({ onMutationError });
  const shell = (name: string) => (
    <FeatureFlagProvider>
      <AnalyticsProvider user={user}>
        <Page name={name} />
      </AnalyticsProvider>
    </FeatureFlagProvider>
  );
  const router = createMemoryRouter(
    [
      { path: "/a/orders", element: shell("orders") },
      { path: "/a/products", element: shell("products") },
    ],
    { initialEntries: ["/a/orders"] },
  );
  render(
    <ChakraProvider value={system}>
      <MedusaProvider config={{ backendUrl: "http://medusa.test", analyticsEndpoint: endpoint }} queryClient={queryClient}>
        <RouterProvider router={router} />
      </MedusaProvider>
    </ChakraProvider>,
  );
  return { user: userEvent.setup(), onMutationError, queryClient, router };
}

// Generous: several queries and a 1000 ms debounce, on a machine that may be busy.
const LOADED = { timeout: 5000 };
const findOverlay = () => screen.findByRole("dialog", { name: "Help us get better" }, LOADED);
/** Long enough for the 1000 ms debounce to have shown the overlay if it were due. */
const pastDebounce = () => act(() => new Promise((resolve) => setTimeout(resolve, 1300)));

let toast: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  toast = vi.spyOn(toaster, "create");
});
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, "sendBeacon");
});

describe("usage-data preferences overlay", () => {
  it("names its provider when used outside it", () => {
    expect(() => renderHook(() => useAnalytics())).toThrow("useAnalytics must be used within an AnalyticsProvider");
  });

  it("asks a user without a config, 1000 ms after that is known, with the explanation, a link to the docs and the account's email as example", async () => {
    const requests = answer();
    renderShell();
    const overlay = await findOverlay();
    // Debounced: not before the conditions (the 404 answer) have held for 1000 ms.
    expect(Date.now() - requests.missingAnsweredAt!).toBeGreaterThanOrEqual(1000);
    expect(within(overlay).getByText(/We collect usage data only to improve the product/)).toBeInTheDocument();
    expect(within(overlay).getByRole("link", { name: /documentation/ })).toHaveAttribute("href", "https://docs.medusajs.com/usage");
    expect(within(overlay).getByRole("textbox", { name: "Email" })).toHaveAttribute("placeholder", "ada@example.com");
    expect(within(overlay).getByText("Anonymize my usage data")).toBeInTheDocument();
    expect(within(overlay).getByText("Anonymizing means we do not collect your name and email.")).toBeInTheDocument();
    expect(within(overlay).getByText("Opt out of sharing my usage data")).toBeInTheDocument();
    expect(within(overlay).getByText("You can always opt out of sharing your usage data at any time.")).toBeInTheDocument();
    expect(within(overlay).getByRole("button", { name: "Continue" })).toBeInTheDocument();
  });

  it("is not shown to a user who has a config, nor with the analytics flag off (then the config is not even asked for)", async () => {
    const withConfig = answer({ config: savedConfig() });
    renderShell();
    await waitFor(() => expect(withConfig.configGets).toBe(1), LOADED);
    await pastDebounce();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    const flagOff = answer({ flag: false });
    renderShell();
    await pastDebounce();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(flagOff.configGets).toBe(0);
  });

  it("opting out turns anonymizing off and disables (dims) it; either switch disables (dims) the email", async () => {
    answer();
    const { user: u } = renderShell();
    const overlay = await findOverlay();
    const email = within(overlay).getByRole("textbox", { name: "Email" });
    const anonymize = within(overlay).getByLabelText("Anonymize my usage data");
    const optOut = within(overlay).getByLabelText("Opt out of sharing my usage data");

    await u.click(within(overlay).getByText("Anonymize my usage data"));
    expect(anonymize).toBeChecked();
    expect(email).toBeDisabled();
    expect(within(overlay).getByTestId("email-setting")).toHaveStyle({ opacity: "0.5" });

    await u.click(within(overlay).getByText("Opt out of sharing my usage data"));
    expect(optOut).toBeChecked();
    expect(anonymize).not.toBeChecked();
    expect(anonymize).toBeDisabled();
    expect(within(overlay).getByTestId("anonymize-setting")).toHaveStyle({ opacity: "0.5" });
    expect(email).toBeDisabled();

    await u.click(within(overlay).getByText("Opt out of sharing my usage data"));
    expect(anonymize).toBeEnabled();
    expect(email).toBeEnabled();
    expect(within(overlay).getByTestId("email-setting")).toHaveStyle({ opacity: "1" });
  });

  it("checks the email on submit, then again on each change", async () => {
    const requests = answer();
    const { user: u } = renderShell();
    const overlay = await findOverlay();
    const email = within(overlay).getByRole("textbox", { name: "Email" });
    await u.type(email, "ada@example");
    expect(within(overlay).queryByText("Please enter a valid email")).not.toBeInTheDocument(); // not before submitting
    await u.click(within(overlay).getByRole("button", { name: "Continue" }));
    expect(await within(overlay).findByText("Please enter a valid email", {}, LOADED)).toBeInTheDocument();
    await u.type(email, ".com");
    await waitFor(() => expect(within(overlay).queryByText("Please enter a valid email")).not.toBeInTheDocument(), LOADED);
    expect(requests.posts).toEqual([]);
  });

  it("saves the switches, refreshes the config, says so and closes", async () => {
    const requests = answer();
    const { user: u } = renderShell();
    const overlay = await findOverlay();
    await u.click(within(overlay).getByText("Opt out of sharing my usage data"));
    await u.click(within(overlay).getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument(), LOADED);
    expect(requests.posts).toEqual([{ anonymize: false, opt_out: true }]);
    expect(requests.configGets).toBe(2); // refreshed after the save
    expect(toast).toHaveBeenCalledWith({ type: "success", title: "Success", description: "Your preferences were successfully updated" });
    await pastDebounce();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("stays open while saving, then on failure toasts the server's message once and keeps what was typed", async () => {
    answer();
    let release!: () => void;
    server.use(
      http.post("*/admin/analytics-configs", async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ type: "invalid_data", message: "Analytics config already exists" }, { status: 400 });
      }),
    );
    const { user: u, onMutationError } = renderShell();
    const overlay = await findOverlay();
    await u.type(within(overlay).getByRole("textbox", { name: "Email" }), "ada@work.example.com");
    await u.click(within(overlay).getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(release).toBeTypeOf("function"), LOADED);
    await pastDebounce();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    act(() => release());
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ type: "error", title: "Error", description: "Analytics config already exists" }), LOADED);
    expect(onMutationError).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(within(overlay).getByRole("textbox", { name: "Email" })).toHaveValue("ada@work.example.com");
    await waitFor(() => expect(within(overlay).getByRole("button", { name: "Continue" })).toBeEnabled(), LOADED);
  });
});

describe("usage-data tracking", () => {
  const beacons = () => {
    const beacon = vi.fn((_url: string, _body: string) => true);
    Object.defineProperty(navigator, "sendBeacon", { value: beacon, configurable: true });
    return {
      beacon,
      sent: () => beacon.mock.calls.map(([url, body]) => ({ url, ...(JSON.parse(body) as SentEvent & Record<string, unknown>) })),
    };
  };

  it("identifies the user with the store name, sends a page view per route and the store's facts, once each", async () => {
    answer({ config: savedConfig() });
    const { sent } = beacons();
    const { user: u } = renderShell({ endpoint: ENDPOINT });
    await screen.findByText("orders page, tracking: true", {}, LOADED);
    await waitFor(() => expect(sent().filter((e) => e.type === "track")).toHaveLength(8), LOADED);
    expect(sent().every((e) => e.url === ENDPOINT && e.userId === "usr_1")).toBe(true);
    expect(sent().filter((e) => e.type === "identify").map((e) => e.traits)).toEqual([{ store: "Shop" }]);
    expect(Object.fromEntries(sent().filter((e) => e.type === "track").map((e) => [e.event, e.properties]))).toEqual({
      numUsers: { count: 2 },
      storeName: { storeName: "Shop" },
      regions: { regions: ["EU", "NA"], count: 2 },
      currencies: { currencies: ["eur", "usd"] },
      numOrders: { count: 12 },
      numProducts: { count: 5 },
      numDiscounts: { count: 1 },
      userEmail: { email: "ada@example.com" },
    });
    await u.click(screen.getByRole("link", { name: "to products" }));
    await screen.findByText("products page, tracking: true", {}, LOADED);
    await waitFor(() => expect(sent().filter((e) => e.type === "page").map((e) => e.path)).toEqual(["/a/orders", "/a/products"]), LOADED);
  });

  it("leaves the email out when the user anonymizes", async () => {
    answer({ config: savedConfig({ anonymize: true }) });
    const { sent } = beacons();
    renderShell({ endpoint: ENDPOINT });
    await waitFor(() => expect(sent().filter((e) => e.type === "track")).toHaveLength(7), LOADED);
    expect(sent().some((e) => e.type === "track" && e.event === "userEmail")).toBe(false);
  });

  it("sends nothing when the user opts out, or without an endpoint", async () => {
    answer({ config: savedConfig({ opt_out: true }) });
    const { beacon } = beacons();
    renderShell({ endpoint: ENDPOINT });
    await screen.findByText("orders page, tracking: false", {}, LOADED);
    await pastDebounce();
    answer({ config: savedConfig() });
    renderShell();
    await pastDebounce();
    expect(screen.getAllByText("orders page, tracking: false")).toHaveLength(2);
    expect(beacon).not.toHaveBeenCalled();
  });
});
