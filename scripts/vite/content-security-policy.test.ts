// @vitest-environment node
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./content-security-policy";

const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `));

describe("the Content-Security-Policy of a configuration", () => {
  it("lets the dashboard call and show images of its backend and send beacons to the analytics endpoint", () => {
    const policy = contentSecurityPolicy({ backendUrl: "https://api.shop.test:8443/medusa/", analyticsEndpoint: "https://stats.shop.test/events" });
    expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://api.shop.test:8443 https://stats.shop.test");
    expect(directive(policy, "img-src")).toBe("img-src 'self' https://api.shop.test:8443 data: blob: https:");
    expect(directive(policy, "script-src")).toBe("script-src 'self'");
  });

  it("names the backend the dashboard falls back to when config.js names none", () => {
    expect(directive(contentSecurityPolicy({}), "connect-src")).toBe("connect-src 'self' http://localhost:9000");
  });

  it("allows no other origin when the API is on the dashboard's own (proxied or a path)", () => {
    for (const backendUrl of ["", "/api"]) expect(directive(contentSecurityPolicy({ backendUrl }), "connect-src")).toBe("connect-src 'self'");
  });
});
