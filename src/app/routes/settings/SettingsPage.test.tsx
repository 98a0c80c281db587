import { screen, within } from "@testing-library/react";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import { renderPage } from "@tests/support/render";
import { storeAnswer } from "@tests/support/store";
import { getGetStoreMockHandler } from "@generated/mocks/admin/admin";
import { ExtensionsProvider } from "@app/extensions/context";
import { definePlugin, defineSetting } from "@app/extensions/define";
import { registerPlugins } from "@app/extensions/register";
import { createExtensionStore } from "@app/extensions/store";
import { FeatureFlagProvider, useFeatureFlag } from "@app/providers/feature-flags";
import SettingsPage from "./SettingsPage";

const Loyalty = () => null;
/** Says when the store's flags are known (before that every flagged card is hidden anyway). */
const FlagsKnown = () => (useFeatureFlag().isLoading ? null : <p>flags known</p>);
const loyalty = definePlugin({
  name: "loyalty",
  translations: { en: { card: "Loyalty points", about: "Points earned per order" } },
  settings: [defineSetting({ path: "/loyalty", component: Loyalty, card: { label: "card", description: "about" } })],
});

function renderSettings(flags: string[]) {
  server.use(getGetStoreMockHandler(storeAnswer({ feature_flags: flags.map((key) => ({ key, value: true })) })));
  const store = createExtensionStore();
  registerPlugins(store, [{ source: "loyalty", loaded: loyalty }], i18next);
  renderPage(
    <FeatureFlagProvider>
      <ExtensionsProvider store={store}>
        <SettingsPage />
        <FlagsKnown />
      </ExtensionsProvider>
    </FeatureFlagProvider>,
  );
}

const cardNames = () => screen.getAllByRole("link").map((link) => link.textContent);

describe("settings page", () => {
  it("lists the dashboard's cards and the plugins' settings pages in one list sorted by path", async () => {
    renderSettings(["analytics"]);
    await screen.findByRole("link", { name: "Usage data" }, { timeout: 5000 });
    const loyaltyCard = screen.getByRole("link", { name: "Loyalty points" });
    expect(within(loyaltyCard.closest("div")!.parentElement!).getByText("Points earned per order")).toBeInTheDocument();
    // analytics, currencies, details, loyalty (the plugin's), personal-information, ...
    expect(cardNames().slice(0, 5)).toEqual(["Usage data", "Currencies", "Store details", "Loyalty points", "Personal profile"]);
    expect(screen.getByRole("link", { name: "Loyalty points" })).toHaveAttribute("href", "/a/settings/loyalty");
  });

  it("leaves out a card whose feature the store has turned off", async () => {
    renderSettings(["product_categories"]);
    await screen.findByText("flags known", undefined, { timeout: 5000 });
    expect(screen.queryByRole("link", { name: "Usage data" })).not.toBeInTheDocument();
    expect(cardNames()[0]).toBe("Currencies");
  });
});
