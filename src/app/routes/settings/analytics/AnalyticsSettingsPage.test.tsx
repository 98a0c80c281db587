import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { server } from "@mocks/node";
import { renderPage } from "@tests/support/render";
import { getGetStoreMockHandler } from "@generated/mocks/admin/admin";
import { toaster } from "@app/components/toaster";
import { FeatureFlagProvider } from "@app/providers/feature-flags";
import AnalyticsSettingsPage from "./AnalyticsSettingsPage";
import { storeAnswer } from "@tests/support/store";

const config = { id: "acfg_1", user_id: "usr_1", opt_out: false, anonymize: true, created_at: "2026-05-01T10:00:00Z", updated_at: "2026-05-01T10:00:00Z", deleted_at: null };

afterEach(() => vi.restoreAllMocks());

// Generous: the page waits for the store's flags and the config, on a machine that may be busy.
const LOADED = { timeout: 5000 };

describe("usage-data settings", () => {
  it("shows the saved preferences and saves changes with the update call, then refreshes them", async () => {
    const toast = vi.spyOn(toaster, "create");
    const updates: unknown[] = [];
    let gets = 0;
    let current = config;
    server.use(
      getGetStoreMockHandler(storeAnswer({ id: "store_1", name: "Shop", feature_flags: [{ key: "analytics", value: true }] })),
      http.get("*/admin/analytics-configs", () => {
        gets += 1;
        return HttpResponse.json({ analytics_config: current });
      }),
      http.post("*/admin/analytics-configs/update", async ({ request }) => {
        const body = (await request.json()) as typeof config;
        updates.push(body);
        current = { ...current, ...body, updated_at: "2026-05-02T10:00:00Z" };
        return HttpResponse.json({ analytics_config: current });
      }),
    );
    const { user } = renderPage(
      <FeatureFlagProvider>
        <AnalyticsSettingsPage />
      </FeatureFlagProvider>,
      { path: "/a/settings/analytics" },
    );
    expect(await screen.findByRole("heading", { name: "Usage data", level: 1 }, LOADED)).toBeInTheDocument();
    const anonymize = await screen.findByLabelText("Anonymize my usage data", {}, LOADED);
    await waitFor(() => expect(anonymize).toBeChecked(), LOADED);
    await user.click(screen.getByText("Opt out of sharing my usage data"));
    expect(anonymize).not.toBeChecked();
    expect(anonymize).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ type: "success", title: "Success", description: "Your preferences were successfully updated" }), LOADED);
    expect(updates).toEqual([{ anonymize: false, opt_out: true }]);
    expect(gets).toBe(2);
    expect(await screen.findByLabelText("Opt out of sharing my usage data", {}, LOADED)).toBeChecked();
  });
});
