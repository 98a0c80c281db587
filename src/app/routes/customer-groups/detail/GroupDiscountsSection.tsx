// The discounts whose customer-group condition names the group: limited to it
// (and others), or open to all but it. Medusa 1.20 cannot filter discounts by
// group (GET /admin/discounts has no such parameter), so the discounts are read
// with their conditions' groups and picked here.
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { getDiscountsOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { CustomerGroup, Discount } from "@generated/admin/types.gen";
import { LinkListSection } from "@app/components/detail/LinkListSection";
import { discountsSection } from "@app/routes/discounts/section";

// Stores keep tens of discounts, not thousands; past these the card shows the first.
const READ = 500;

/** How the discount's customer-group condition treats the group, if it names it. */
export function groupOperator(discount: Discount, groupId: string) {
  const condition = (discount.rule?.conditions ?? []).find((c) => c.type === "customer_groups" && (c.customer_groups ?? []).some((g) => g.id === groupId));
  return condition?.operator;
}

export function GroupDiscountsSection({ group }: { group: CustomerGroup }) {
  const { t } = useTranslation();
  const discounts = useQuery(getDiscountsOptions({ query: { limit: READ, offset: 0, expand: "rule,rule.conditions,rule.conditions.customer_groups" } }));
  const items = discounts.data?.discounts.flatMap((discount) => {
    const operator = groupOperator(discount, group.id);
    if (!operator) return [];
    const badge = { text: t(`discounts.conditions.operators.${operator}`), palette: operator === "in" ? "green" : "orange" };
    return [{ id: discount.id, label: discount.code, to: discountsSection.to("detail", { id: discount.id }), badge }];
  });
  return <LinkListSection title={t("nav.discounts")} query={discounts} items={items} empty={t("customerGroups.discounts.empty")} />;
}
