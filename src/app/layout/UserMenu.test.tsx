import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { getGetAuthResponseMock } from "@generated/mocks/admin/admin";
import { renderPage } from "@tests/support/render";
import { COLOR_MODE_KEY } from "@app/theme/color-mode";
import { UserMenu } from "./UserMenu";

const user = { ...getGetAuthResponseMock().user, first_name: "Ada", last_name: "Lovelace" };
const html = document.documentElement;

/** Opens the menu and chooses a theme with the keyboard (a pointer choice in jsdom never reaches the item's select). */
async function chooseTheme(ui: ReturnType<typeof renderPage>["user"], name: string) {
  screen.getByRole("button", { name: "Ada Lovelace" }).focus();
  await ui.keyboard("{Enter}");
  const item = await screen.findByRole("menuitemradio", { name });
  for (let i = 0; i < 5 && !item.hasAttribute("data-highlighted"); i++) await ui.keyboard("{ArrowDown}");
  await ui.keyboard("{Enter}");
}

describe("user menu", () => {
  it("offers light, dark and the system's theme; the choice applies to the page and is kept in this browser", async () => {
    const meta = document.head.appendChild(Object.assign(document.createElement("meta"), { name: "color-scheme", content: "light" }));
    const { user: ui } = renderPage(<UserMenu user={user} />);
    // nothing chosen yet: the system's (jsdom's is light)
    expect(html).toHaveClass("light");

    await chooseTheme(ui, "Dark");
    expect(html).toHaveClass("dark");
    expect(html).not.toHaveClass("light");
    expect(html.style.colorScheme).toBe("dark");
    expect(meta).toHaveAttribute("content", "dark");
    expect(localStorage.getItem(COLOR_MODE_KEY)).toBe("dark");

    await chooseTheme(ui, "Same as the system");
    expect(html).toHaveClass("light");
    expect(html).not.toHaveClass("dark");
    expect(localStorage.getItem(COLOR_MODE_KEY)).toBe("system");
    screen.getByRole("button", { name: "Ada Lovelace" }).focus();
    await ui.keyboard("{Enter}");
    expect(await screen.findByRole("menuitemradio", { name: "Same as the system" })).toHaveAttribute("aria-checked", "true");
    meta.remove();
  });
});
