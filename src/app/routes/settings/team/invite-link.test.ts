import { describe, expect, it } from "vitest";
import { inviteLink } from "./invite-link";

describe("invite link", () => {
  it("puts the token where the template names it", () => {
    expect(inviteLink("https://admin.shop.test/invite?token={invite_token}", "a.b c")).toBe("https://admin.shop.test/invite?token=a.b%20c");
  });
  it("adds the token as a query parameter to a template that does not name it", () => {
    expect(inviteLink("https://admin.shop.test/invite", "tok")).toBe("https://admin.shop.test/invite?token=tok");
    expect(inviteLink("https://admin.shop.test/invite?lng=de", "tok")).toBe("https://admin.shop.test/invite?lng=de&token=tok");
    expect(inviteLink("https://admin.shop.test/app#/invite", "tok")).toBe("https://admin.shop.test/app?token=tok#/invite");
  });
  it("has no link without a template", () => {
    expect(inviteLink(null, "tok")).toBeUndefined();
    expect(inviteLink("  ", "tok")).toBeUndefined();
  });
});
