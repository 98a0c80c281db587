// /a/inventory/:id: an inventory item: the variant it stocks (with its
// product), its stock per location (added, edited, removed), its reservations
// (created, edited, deleted), its attributes, and the record as sent.
import { Link, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router-dom";
import { getInventoryItemsInventoryItemLocationLevelsOptions, getInventoryItemsInventoryItemOptions, getInventoryItemsOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { InventoryItemDto } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls/Button";
import { DetailUnavailable } from "@app/components/detail/DetailUnavailable";
import { RawJsonSection } from "@app/components/detail/RawJsonSection";
import { SectionCard } from "@app/components/detail/SectionCard";
import { PageHeader } from "@app/components/PageHeader";
import { usePageTitle } from "@app/layout/page-title";
import { RouteSpinner } from "@app/components/RouteSpinner";
import { productsSection } from "@app/routes/products/section";
import { CreateReservationDialog } from "../components/ReservationDialogs";
import { useLocationNames } from "../components/use-location-names";
import { itemReservationsQuery } from "../reservations/reservation-list-query";
import { ReservationTable } from "../reservations/ReservationTable";
import { inventorySection } from "../section";
import { stockedVariant } from "../variant";
import { AttributesSection } from "./AttributesSection";
import { LocationLevelsSection } from "./LocationLevelsSection";

export default function InventoryItemDetailPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const query = useQuery(getInventoryItemsInventoryItemOptions({ path: { id } }));
  // Inventory items have no plugin zones: the detail frame's states, without DetailPage's zones.
  if (query.data) return <InventoryItemView item={{ ...query.data.inventory_item, id }} />;
  if (query.isPending) return <RouteSpinner fullScreen={false} />;
  return (
    <DetailUnavailable
      error={query.error}
      onRetry={() => void query.refetch()}
      notFound={{ title: t("inventory.detail.notFound") }}
      back={{ to: inventorySection.to("main"), label: t("inventory.detail.back") }}
    />
  );
}

function InventoryItemView({ item }: { item: InventoryItemDto & { id: string } }) {
  const { t } = useTranslation();
  const locations = useLocationNames();
  // The item's answer carries no variant: the list's, filtered to this item, does.
  const listed = useQuery({ ...getInventoryItemsOptions({ query: { id: item.id, limit: 1 } }), select: (d) => d.inventory_items[0] });
  const variant = listed.data && stockedVariant(listed.data);
  const levels = useQuery(getInventoryItemsInventoryItemLocationLevelsOptions({ path: { id: item.id } }));
  const stockedAt = (levels.data?.inventory_item.location_levels ?? []).map((l) => l.location_id);
  const stockedOptions = locations.options.filter((o) => stockedAt.includes(o.value));
  const [reserving, setReserving] = useState(false);
  const title = item.sku || item.title || t("inventory.noSku");
  usePageTitle(title);

  return (
    <Stack gap="5">
      <Stack gap="1">
        <PageHeader title={title} />
        {variant ? (
          <Text color="fg.muted" mt="-4">
            <Trans
              i18nKey="inventory.detail.variantOfProduct"
              values={{ variant: variant.title }}
              components={{
                product: (
                  <Link asChild>
                    <RouterLink to={productsSection.to("detail", { id: variant.product_id })}>{variant.product?.title ?? variant.product_id}</RouterLink>
                  </Link>
                ),
              }}
            />
          </Text>
        ) : (
          listed.data && <Text color="fg.muted" mt="-4">{t("inventory.noVariant")}</Text>
        )}
      </Stack>
      <LocationLevelsSection itemId={item.id} locations={locations} />
      <SectionCard
        title={t("inventory.nav.reservations")}
        action={
          <Button size="small" variant="secondary" disabled={stockedAt.length === 0} onClick={() => setReserving(true)}>
            {t("inventory.reservations.add")}
          </Button>
        }
      >
        <ReservationTable
          listQuery={itemReservationsQuery(item.id)}
          withItem={false}
          locationName={locations.name}
          locations={stockedOptions}
          emptyText={stockedAt.length === 0 ? t("inventory.reservations.emptyNotStocked") : t("inventory.reservations.emptyItem")}
        />
      </SectionCard>
      <AttributesSection item={item} />
      <RawJsonSection record={item} />
      {reserving && <CreateReservationDialog item={{ id: item.id, locationIds: stockedAt }} locationName={locations.name} onClose={() => setReserving(false)} />}
    </Stack>
  );
}
