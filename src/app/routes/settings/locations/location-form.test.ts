import { describe, expect, it } from "vitest";
import type { StockLocationExpandedDto } from "@generated/admin/types.gen";
import { countryChoices } from "@app/lib/countries";
import { createLocationBody, locationSchema, locationValues, updateLocationBody } from "./location-form";

const LOCATION: StockLocationExpandedDto = {
  id: "sloc_1",
  name: "Hamburg",
  address_id: "laddr_1",
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
  address: { address_1: "Lagerstraße 1", address_2: null, city: "Hamburg", postal_code: null, country_code: "DE", created_at: "", updated_at: "" } as unknown as StockLocationExpandedDto["address"],
};

describe("stock location form", () => {
  it("needs a name, a street and a country", () => {
    const result = locationSchema.safeParse(locationValues());
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join(".")).sort()).toEqual(["address.address_1", "address.country_code", "name"]);
  });

  it("an edit starts from the location, its country code in lower case like the choices", () => {
    expect(locationValues(LOCATION)).toEqual({
      name: "Hamburg",
      address: { address_1: "Lagerstraße 1", address_2: "", city: "Hamburg", postal_code: "", province: "", phone: "", country_code: "de" },
    });
  });

  it("sends the texts trimmed, an emptied field as empty so its old value goes", () => {
    const values = { ...locationValues(LOCATION), name: " Bremen ", address: { ...locationValues(LOCATION).address, city: "", postal_code: " 28195 " } };
    const address = { address_1: "Lagerstraße 1", address_2: "", city: "", postal_code: "28195", province: "", phone: "", country_code: "de" };
    expect(createLocationBody(values)).toEqual({ name: "Bremen", address });
    expect(updateLocationBody(values)).toEqual({ name: "Bremen", address });
  });
});

describe("country choices", () => {
  it("are the server's countries, named in the reader's language, sorted by name", () => {
    const en = countryChoices("en");
    expect(en).toHaveLength(250);
    expect(en.find((c) => c.code === "de")?.label).toBe("Germany");
    // groupings and retired codes are no countries
    for (const code of ["eu", "un", "uk", "zz"]) expect(en.some((c) => c.code === code)).toBe(false);
    expect(en.map((c) => c.label)).toEqual([...en.map((c) => c.label)].sort((a, b) => a.localeCompare(b, "en")));
    expect(countryChoices("de").find((c) => c.code === "de")?.label).toBe("Deutschland");
  });
});
