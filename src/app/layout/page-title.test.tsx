import { cleanup, render, screen } from "@testing-library/react";
import { useState, type ReactElement } from "react";
import { renderPage } from "@tests/support/render";
import { describe, expect, it } from "vitest";
import { PageTitleScope, SectionTitleScope, usePageTitle } from "./page-title";

function Record({ title, own }: { title?: string; own?: boolean }) {
  usePageTitle(title, { own });
  return <p>record</p>;
}

/** A record page that can be left, as a detail page is for its list. */
function Leavable({ title }: { title: string }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      {open && <Record title={title} />}
      <button onClick={() => setOpen(false)}>leave</button>
    </>
  );
}

/** As the admin shell names the pages at `url`. */
const inShell = (element: ReactElement, url: string) => renderPage(<SectionTitleScope>{element}</SectionTitleScope>, { path: "*", url });

describe("the browser tab's title", () => {
  it("names a sidebar section's page, then its record once known, and the section again when the record's page goes", async () => {
    const { user } = inShell(<Leavable title="Classic T-Shirt" />, "/a/products/prod_1");
    expect(await screen.findByText("record")).toBeInTheDocument();
    expect(document.title).toBe("Classic T-Shirt · Products · Medusa Admin");
    await user.click(screen.getByRole("button", { name: "leave" }));
    expect(document.title).toBe("Products · Medusa Admin");
  });

  it("names a settings card's pages within Settings, and the settings page itself", async () => {
    inShell(<p>regions</p>, "/a/settings/regions");
    expect(await screen.findByText("regions")).toBeInTheDocument();
    expect(document.title).toBe("Regions · Settings · Medusa Admin");
    cleanup();
    inShell(<p>settings</p>, "/a/settings");
    expect(document.title).toBe("Settings · Medusa Admin");
  });

  it("leaves the section out for a title that says what the record is", () => {
    render(
      <PageTitleScope parts={["Orders"]}>
        <Record title="Order #5" own />
      </PageTitleScope>,
    );
    expect(document.title).toBe("Order #5 · Medusa Admin");
  });

  it("is the app's name once no page names it (the sign-in page)", () => {
    document.title = "";
    const { unmount } = render(
      <PageTitleScope parts={["Orders"]}>
        <Record title="Order #5" own />
      </PageTitleScope>,
    );
    unmount();
    expect(document.title).toBe("Medusa Admin");
  });
});
