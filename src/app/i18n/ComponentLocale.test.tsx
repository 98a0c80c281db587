import { screen } from "@testing-library/react";
import i18n from "i18next";
import { afterEach, describe, expect, it } from "vitest";
import { renderPage } from "@tests/support/render";
import { Tooltip } from "@app/components/controls/Tooltip";
import { ComponentLocale } from "./ComponentLocale";

const page = () => (
  <ComponentLocale>
    <Tooltip content="Help">
      <button type="button">Info</button>
    </Tooltip>
  </ComponentLocale>
);

describe("ComponentLocale", () => {
  afterEach(() => i18n.changeLanguage("en"));

  it("lays Chakra's interactive parts out left to right in English", () => {
    renderPage(page());
    expect(screen.getByRole("button", { name: "Info" })).toHaveAttribute("dir", "ltr");
  });

  it("lays them out right to left in Arabic", async () => {
    i18n.addResourceBundle("ar", "translation", { shell: { language: "اللغة" } });
    await i18n.changeLanguage("ar");
    renderPage(page());
    expect(screen.getByRole("button", { name: "Info" })).toHaveAttribute("dir", "rtl");
  });
});
