import { describe, expect, it } from "vitest";
import { webAddress } from "./web-address";

describe("webAddress", () => {
  it("keeps web addresses, absolute or relative to the page", () => {
    expect(webAddress("https://files.example.com/exports/a.csv")).toBe("https://files.example.com/exports/a.csv");
    expect(webAddress("/uploads/a.csv")).toBe(new URL("/uploads/a.csv", window.location.href).href);
  });

  it("refuses script and other schemes, however written", () => {
    for (const url of ["javascript:alert(1)", " JavaScript:alert(1)", "java\tscript:alert(1)", "data:text/html,<script>1</script>", "vbscript:x", "", null, undefined]) {
      expect(webAddress(url), String(url)).toBeUndefined();
    }
  });
});
