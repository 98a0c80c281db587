import { describe, expect, it } from "vitest";
import "@app/components/form/zod-messages";
import { addressChanges, addressSchema, addressValues, emailBody, emailSchema } from "./customer-forms";
import { address } from "../../test-fixtures";

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("the email form", () => {
  it("requires an email and checks its form", () => {
    expect(issues(emailSchema.safeParse({ email: "  " }))).toEqual({ email: "This field is required" });
    expect(issues(emailSchema.safeParse({ email: "ada@" }))).toEqual({ email: "Please enter a valid email" });
    expect(emailSchema.safeParse({ email: " ada@example.com " })).toMatchObject({ success: true, data: { email: "ada@example.com" } });
  });

  it("sends the email only when it changed", () => {
    expect(emailBody({ email: "ada@example.com" }, { email: "ada@example.com" })).toEqual({});
    expect(emailBody({ email: "ada@example.com" }, { email: "ada@work.example" })).toEqual({ email: "ada@work.example" });
  });
});

describe("the address form", () => {
  const values = addressValues(address());

  it("reads the address, an absent one as empty fields", () => {
    expect(values).toEqual({
      first_name: "Ada",
      last_name: "Lovelace",
      company: "",
      address_1: "1 Test Street",
      address_2: "",
      city: "Berlin",
      postal_code: "10115",
      province: "",
      country_code: "de",
      phone: "",
    });
    expect(Object.values(addressValues(null)).every((v) => v === "")).toBe(true);
  });

  it("requires names, street, city, postal code and country, each said on its field", () => {
    const blank = addressValues(null);
    expect(issues(addressSchema.safeParse(blank))).toEqual({
      first_name: "This field is required",
      last_name: "This field is required",
      address_1: "This field is required",
      city: "This field is required",
      postal_code: "This field is required",
      country_code: "This field is required",
    });
    expect(addressSchema.safeParse({ ...values, company: "  ACME ", phone: "" })).toMatchObject({ success: true, data: { company: "ACME", phone: "" } });
  });

  it("sends only the fields that changed, with the country the server checks; nothing when none did", () => {
    expect(addressChanges(values, values)).toBeUndefined();
    expect(addressChanges(values, { ...values, city: "Hamburg", company: "ACME" })).toEqual({ city: "Hamburg", company: "ACME", country_code: "de" });
    expect(addressChanges(values, { ...values, country_code: "fr" })).toEqual({ country_code: "fr" });
    // a field emptied is sent empty: the server keeps what is left out
    expect(addressChanges({ ...values, phone: "+49 1" }, values)).toEqual({ phone: "", country_code: "de" });
  });
});
