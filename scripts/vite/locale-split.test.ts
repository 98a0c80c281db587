import { describe, expect, it } from "vitest";
import { keyLiterals, splitTexts } from "./locale-split";

describe("locale split", () => {
  it("reads key-like literals and template heads off built code, not plain words or paths", () => {
    const code = 'a("orders.list.title"),b(`orders.status.${s}`),c=\'nav.orders\',d="orders",e="/a/orders",f=`x ${y}`';
    expect([...keyLiterals(code)].sort()).toEqual(["nav.orders", "orders.list.title", "orders.status."]);
  });

  it("keeps in the first file the keys named, their plural forms and all under a template's head; the rest in the other", () => {
    const texts = {
      nav: { orders: "Orders", products: "Products" },
      orders: { count_one: "{{count}} order", count_other: "{{count}} orders", status: { pending: "Pending", completed: "Completed" } },
      settings: { title: "Settings" },
    };
    const { first, rest } = splitTexts(texts, new Set(["nav.orders", "orders.count", "orders.status."]));
    expect(first).toEqual({
      nav: { orders: "Orders" },
      orders: { count_one: "{{count}} order", count_other: "{{count}} orders", status: { pending: "Pending", completed: "Completed" } },
    });
    expect(rest).toEqual({ nav: { products: "Products" }, settings: { title: "Settings" } });
  });
});
