// The inventory section's two lists, items and reservations, as links under
// the page title (each its own address, so either can be bookmarked).
import { HStack, Link } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { inventorySection } from "../section";

const VIEWS = [
  { route: "main", label: "inventory.nav.items" },
  { route: "reservations", label: "inventory.nav.reservations" },
] as const;

export function InventoryNav({ current }: { current: (typeof VIEWS)[number]["route"] }) {
  const { t } = useTranslation();
  return (
    <HStack as="nav" aria-label={t("inventory.nav.label")} gap="5" borderBottomWidth="1px" mb="5">
      {VIEWS.map(({ route, label }) => {
        const active = route === current;
        return (
          <Link
            key={route}
            asChild
            pb="2"
            mb="-1px"
            fontWeight="medium"
            color={active ? "fg" : "fg.muted"}
            borderBottomWidth="2px"
            borderColor={active ? "colorPalette.solid" : "transparent"}
            textDecoration="none"
            aria-current={active ? "page" : undefined}
          >
            <RouterLink to={inventorySection.to(route)}>{t(label)}</RouterLink>
          </Link>
        );
      })}
    </HStack>
  );
}
