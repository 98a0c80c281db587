// The price lists that target the group (read only, each linked to its page).
// The discounts that target it are not listed: Medusa 1.20 cannot filter
// discounts by customer group (GET /admin/discounts has no such parameter).
import { Badge, HStack, Link, List, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { getPriceListsOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { CustomerGroup } from "@generated/admin/types.gen";
import { ErrorState } from "@app/components/data-table/TableStates";
import { SectionCard } from "@app/components/detail/SectionCard";
import { pricingSection } from "@app/routes/pricing/section";

// A group is targeted by few price lists; past these, the pricing list finds them.
const SHOWN = 50;

export function GroupPriceListsSection({ group }: { group: CustomerGroup }) {
  const { t } = useTranslation();
  const lists = useQuery(getPriceListsOptions({ query: { customer_groups: [group.id], limit: SHOWN, offset: 0 } }));
  const rows = lists.data?.price_lists;
  return (
    <SectionCard title={t("customerGroups.priceLists.title")}>
      {lists.error ? (
        <ErrorState error={lists.error} onRetry={() => void lists.refetch()} />
      ) : lists.isPending ? (
        <Text color="fg.muted">{t("table.loadingOptions")}</Text>
      ) : rows?.length ? (
        <List.Root variant="plain" gap="2">
          {rows.map((pl) => (
            <List.Item key={pl.id}>
              <HStack justify="space-between" w="full">
                <Link asChild overflowWrap="anywhere">
                  <RouterLink to={pricingSection.to("detail", { id: pl.id })}>{pl.name}</RouterLink>
                </Link>
                <Badge size="sm" colorPalette={pl.status === "active" ? "green" : "gray"}>
                  {t(`customerGroups.priceLists.status.${pl.status}`)}
                </Badge>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      ) : (
        <Text color="fg.muted">{t("customerGroups.priceLists.empty")}</Text>
      )}
    </SectionCard>
  );
}
