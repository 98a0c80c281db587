// The customer card tests' own records (countries, region,
// customers), whole as the contract has them (answers are checked against it),
// and their order: the shared order of ../../test-fixtures with its customer.
import type { Country, Customer, Order, Region } from "@generated/admin/types.gen";
import { getGetRegionsRegionResponseMock } from "@generated/mocks/admin/admin";
import { address, AT, order as orderRecord } from "../../test-fixtures";

export const country = (iso_2: string, display_name: string, id: number): Country => ({
  id,
  iso_2,
  iso_3: `${iso_2}x`,
  num_code: id,
  name: display_name.toUpperCase(),
  display_name,
  region_id: "reg_eu",
});

export const EU_COUNTRIES = [country("de", "Germany", 276), country("fr", "France", 250), country("nl", "Netherlands", 528)];

/** The region as GET /admin/orders/{id} answers it: without its countries. */
export const region = (fields: Partial<Region> = {}): Region => {
  const { countries: _, ...rest } = getGetRegionsRegionResponseMock().region;
  return { ...rest, id: "reg_eu", name: "Europe", currency_code: "eur", ...fields };
};

export const customer = (id: string, first_name: string | null, last_name: string | null, email: string): Customer => ({
  id,
  email,
  first_name,
  last_name,
  billing_address_id: null,
  phone: null,
  has_account: true,
  created_at: AT,
  updated_at: AT,
  deleted_at: null,
  metadata: null,
});

export const customersAnswer = (customers: Customer[], count = customers.length) => ({ customers, count, offset: 0, limit: 10 });

export const ADA = customer("cus_ada", "Ada", "Lovelace", "ada@example.com");

export const order = (fields: Partial<Order> = {}): Order =>
  orderRecord({
    email: "ada@example.com",
    customer_id: ADA.id,
    customer: ADA,
    region_id: "reg_eu",
    region: region(),
    shipping_address: address(),
    billing_address: address({ id: "addr_bill", address_1: "2 Invoice Road" }),
    ...fields,
  });
