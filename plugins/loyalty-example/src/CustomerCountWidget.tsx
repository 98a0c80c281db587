// In `order.list.before`: how many customers the store has, with a link to
// the loyalty page. `limit: 1`: only the count is needed.
import { Card, HStack, Link, Stat } from "@chakra-ui/react";
import { getCustomersOptions } from "@admin/api";
import { usePluginTranslation, type WidgetProps } from "@admin/extensions";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "react-router-dom";
import { StarIcon } from "./icons";

export default function CustomerCountWidget(_: WidgetProps<"order.list.before">) {
  const { t, i18n } = usePluginTranslation();
  const customers = useQuery(getCustomersOptions({ query: { limit: 1 } }));
  return (
    <Card.Root size="sm" variant="outline" data-testid="loyalty-widget">
      <Card.Body>
        <HStack justify="space-between" align="end">
          <Stat.Root>
            <Stat.Label>{t("widget.customers")}</Stat.Label>
            <Stat.ValueText>{customers.data ? new Intl.NumberFormat(i18n.language).format(customers.data.count) : "…"}</Stat.ValueText>
          </Stat.Root>
          <Link asChild fontSize="sm">
            <RouterLink to="/a/loyalty">
              <StarIcon aria-hidden />
              {t("widget.open")}
            </RouterLink>
          </Link>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
