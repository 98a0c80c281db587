import { describe, expect, it, vi } from "vitest";
import { createAnalyticsClient, sendBeacon, shouldTrack } from "./analytics-client";
import { isOverlayOpen, OVERLAY_DEBOUNCE_MS, shouldOfferPreferences } from "./overlay-visibility";
import { EMAIL_PATTERN, preferencesSchema } from "./preferences-form";
import { storeEvents } from "./store-events";

describe("preferences overlay visibility", () => {
  const ready = { signedIn: true, flagOn: true, isLoading: false, isMissing: true };

  it("is offered only to a signed-in user, with the flag on, loading finished and no config", () => {
    expect(shouldOfferPreferences(ready)).toBe(true);
    expect(shouldOfferPreferences({ ...ready, signedIn: false })).toBe(false);
    expect(shouldOfferPreferences({ ...ready, flagOn: false })).toBe(false);
    expect(shouldOfferPreferences({ ...ready, isLoading: true })).toBe(false);
    expect(shouldOfferPreferences({ ...ready, isMissing: false })).toBe(false);
  });

  it("stays open while saving and closes once saved", () => {
    expect(isOverlayOpen({ offered: true, saving: false, saved: false })).toBe(true);
    expect(isOverlayOpen({ offered: false, saving: true, saved: false })).toBe(true);
    expect(isOverlayOpen({ offered: true, saving: true, saved: true })).toBe(true);
    expect(isOverlayOpen({ offered: true, saving: false, saved: true })).toBe(false);
    expect(isOverlayOpen({ offered: false, saving: false, saved: false })).toBe(false);
  });

  it("follows its conditions after 1000 ms", () => {
    expect(OVERLAY_DEBOUNCE_MS).toBe(1000);
  });
});

describe("preferences email", () => {
  it("accepts text@domain.suffix (suffix of 2+ letters, any case) and nothing else", () => {
    for (const ok of ["ada@example.com", "A.B+c_d%e-f@Sub.Example.ORG", "x@y.io"]) expect(EMAIL_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ["ada", "ada@", "@example.com", "ada@example", "ada@example.c", "ada@example.c0m", "ad a@example.com"]) {
      expect(EMAIL_PATTERN.test(bad), bad).toBe(false);
    }
  });

  it("is optional, says 'Please enter a valid email' when wrong, and is not checked while a switch is on", () => {
    const parse = (email: string, anonymize = false, opt_out = false) => preferencesSchema.safeParse({ email, anonymize, opt_out });
    expect(parse("").success).toBe(true);
    const wrong = parse("not-an-email");
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["email", "Please enter a valid email"]]);
    expect(parse("not-an-email", true).success).toBe(true);
    expect(parse("not-an-email", false, true).success).toBe(true);
  });
});

describe("analytics client", () => {
  it("tracks only with an endpoint, the flag on and a config that does not opt out", () => {
    const config = { opt_out: false };
    expect(shouldTrack({ endpoint: "https://collect.test/e", flagOn: true, config })).toBe(true);
    expect(shouldTrack({ endpoint: undefined, flagOn: true, config })).toBe(false);
    expect(shouldTrack({ endpoint: "", flagOn: true, config })).toBe(false);
    expect(shouldTrack({ endpoint: "https://collect.test/e", flagOn: false, config })).toBe(false);
    expect(shouldTrack({ endpoint: "https://collect.test/e", flagOn: true, config: undefined })).toBe(false);
    expect(shouldTrack({ endpoint: "https://collect.test/e", flagOn: true, config: { opt_out: true } })).toBe(false);
  });

  it("sends each event as one JSON body to the endpoint, with the user's id", () => {
    const send = vi.fn();
    const client = createAnalyticsClient({ endpoint: "https://collect.test/e", userId: "usr_1", send });
    client.identify({ store: "Shop" });
    client.page("/a/orders");
    client.track("numOrders", { count: 3 });
    const bodies = send.mock.calls.map(([endpoint, body]) => [endpoint, JSON.parse(body as string)]);
    expect(bodies).toEqual([
      ["https://collect.test/e", { type: "identify", traits: { store: "Shop" }, userId: "usr_1", timestamp: expect.any(String) }],
      ["https://collect.test/e", { type: "page", path: "/a/orders", userId: "usr_1", timestamp: expect.any(String) }],
      ["https://collect.test/e", { type: "track", event: "numOrders", properties: { count: 3 }, userId: "usr_1", timestamp: expect.any(String) }],
    ]);
  });

  it("sends with navigator.sendBeacon, not fetch", () => {
    const beacon = vi.fn(() => true);
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    Object.defineProperty(navigator, "sendBeacon", { value: beacon, configurable: true });
    try {
      sendBeacon("https://collect.test/e", '{"type":"page"}');
      expect(beacon).toHaveBeenCalledWith("https://collect.test/e", '{"type":"page"}');
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(navigator, "sendBeacon");
      fetchSpy.mockRestore();
    }
  });
});

describe("store events", () => {
  it("names each known fact, and leaves out unknown ones", () => {
    expect(
      storeEvents({
        numUsers: 2,
        storeName: "Shop",
        regions: ["EU", "NA"],
        currencies: ["eur", "usd"],
        numOrders: 10,
        numProducts: 4,
        numDiscounts: 1,
        userEmail: "ada@example.com",
      }),
    ).toEqual([
      ["numUsers", { count: 2 }],
      ["storeName", { storeName: "Shop" }],
      ["regions", { regions: ["EU", "NA"], count: 2 }],
      ["currencies", { currencies: ["eur", "usd"] }],
      ["numOrders", { count: 10 }],
      ["numProducts", { count: 4 }],
      ["numDiscounts", { count: 1 }],
      ["userEmail", { email: "ada@example.com" }],
    ]);
    expect(storeEvents({ numOrders: 0 })).toEqual([["numOrders", { count: 0 }]]);
  });
});
