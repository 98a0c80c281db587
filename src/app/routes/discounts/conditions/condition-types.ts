// A discount's conditions: each limits it to (operator "in") or away from
// ("not_in") a set of products, product types, collections, tags or customer
// groups. A rule has at most one condition of each type. In a request the
// type is the key of the resource ids: { operator, product_types: [...] }.
import type { AdminPostDiscountsDiscountConditions, DiscountCondition } from "@generated/admin/types.gen";

export const CONDITION_TYPES = ["products", "product_types", "product_collections", "product_tags", "customer_groups"] as const;
export type ConditionType = (typeof CONDITION_TYPES)[number];
export type ConditionOperator = AdminPostDiscountsDiscountConditions["operator"];
export const CONDITION_OPERATORS: ConditionOperator[] = ["in", "not_in"];

/** A condition being made (in the create wizard, or the add dialog). */
export interface ConditionDraft {
  type: ConditionType;
  operator: ConditionOperator;
  ids: string[];
}

/** The request body of one condition. */
export const conditionBody = ({ type, operator, ids }: ConditionDraft): AdminPostDiscountsDiscountConditions => ({ operator, [type]: ids });

/** A condition's resources as the server expanded them, with the label each is shown by. */
export function conditionResources(condition: DiscountCondition): { id: string; label: string }[] {
  switch (condition.type) {
    case "products":
      return (condition.products ?? []).map((p) => ({ id: p.id!, label: p.title }));
    case "product_types":
      return (condition.product_types ?? []).map((r) => ({ id: r.id, label: r.value }));
    case "product_collections":
      return (condition.product_collections ?? []).map((r) => ({ id: r.id, label: r.title }));
    case "product_tags":
      return (condition.product_tags ?? []).map((r) => ({ id: r.id, label: r.value }));
    case "customer_groups":
      return (condition.customer_groups ?? []).map((r) => ({ id: r.id, label: r.name }));
  }
}

/** What the detail query expands so that every condition comes with its resources. */
export const CONDITION_EXPAND = CONDITION_TYPES.map((type) => `rule.conditions.${type}`).join(",");
