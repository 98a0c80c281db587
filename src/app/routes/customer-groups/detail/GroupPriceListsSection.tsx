// The price lists that target the group, each linked to its page.
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { getPriceListsOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { CustomerGroup } from "@generated/admin/types.gen";
import { LinkListSection } from "@app/components/detail/LinkListSection";
import { pricingSection } from "@app/routes/pricing/section";

// A group is targeted by few price lists; past these, the pricing list finds them.
const SHOWN = 50;

export function GroupPriceListsSection({ group }: { group: CustomerGroup }) {
  const { t } = useTranslation();
  const lists = useQuery(getPriceListsOptions({ query: { customer_groups: [group.id], limit: SHOWN, offset: 0 } }));
  return (
    <LinkListSection
      title={t("customerGroups.priceLists.title")}
      query={lists}
      items={lists.data?.price_lists.map((pl) => ({
        id: pl.id,
        label: pl.name,
        to: pricingSection.to("detail", { id: pl.id }),
        badge: { text: t(`customerGroups.priceLists.status.${pl.status}`), palette: pl.status === "active" ? "green" : "gray" },
      }))}
      empty={t("customerGroups.priceLists.empty")}
    />
  );
}
