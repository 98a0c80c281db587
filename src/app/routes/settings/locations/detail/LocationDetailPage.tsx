// /a/settings/locations/:id: a stock location: its name and address (edited
// in a dialog), the sales channels it serves, and its deletion (asks first).
import { HStack, Stack } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { deleteStockLocationsStockLocationMutation, getStockLocationsStockLocationOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { StockLocationExpandedDto } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls/Button";
import { DeleteRecordDialog } from "@app/components/detail/DeleteRecordDialog";
import { DetailUnavailable } from "@app/components/detail/DetailUnavailable";
import { RawJsonSection } from "@app/components/detail/RawJsonSection";
import { DetailRows, SectionCard } from "@app/components/detail/SectionCard";
import { PageHeader } from "@app/components/PageHeader";
import { usePageTitle } from "@app/layout/page-title";
import { RouteSpinner } from "@app/components/RouteSpinner";
import { locationsCard } from "../../section";
import { LOCATION_EXPAND } from "../location-list-query";
import { EditLocationDialog } from "../LocationFormDialog";
import { useCountryNames } from "@app/lib/use-country-names";
import { LocationSalesChannelsSection } from "./LocationSalesChannelsSection";

export default function LocationDetailPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const query = useQuery(getStockLocationsStockLocationOptions({ path: { id }, query: { expand: LOCATION_EXPAND } }));
  // Stock locations have no plugin zones: the detail frame's states, without DetailPage's zones.
  if (query.data) return <LocationView location={query.data.stock_location} />;
  if (query.isPending) return <RouteSpinner fullScreen={false} />;
  return (
    <DetailUnavailable
      error={query.error}
      onRetry={() => void query.refetch()}
      notFound={{ title: t("settings.locations.detail.notFound") }}
      back={{ to: locationsCard.to("main"), label: t("settings.locations.detail.back") }}
    />
  );
}

function LocationView({ location }: { location: StockLocationExpandedDto }) {
  const { t } = useTranslation();
  const { name: country } = useCountryNames();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const a = location.address;
  usePageTitle(location.name);
  return (
    <Stack gap="5">
      <PageHeader
        title={location.name}
        actions={
          <HStack>
            <Button variant="secondary" size="small" onClick={() => setEditing(true)}>
              {t("settings.locations.detail.edit")}
            </Button>
            <Button variant="danger" size="small" onClick={() => setDeleting(true)}>
              {t("settings.locations.detail.delete")}
            </Button>
          </HStack>
        }
      />
      <SectionCard title={t("settings.locations.fields.address")}>
        <DetailRows
          rows={[
            [t("settings.locations.fields.address1"), a?.address_1],
            [t("settings.locations.fields.address2"), a?.address_2],
            [t("settings.locations.fields.city"), a?.city],
            [t("settings.locations.fields.postalCode"), a?.postal_code],
            [t("settings.locations.fields.province"), a?.province],
            [t("settings.locations.fields.country"), a?.country_code ? (country(a.country_code) ?? a.country_code.toUpperCase()) : null],
            [t("settings.locations.fields.phone"), a?.phone],
          ]}
        />
      </SectionCard>
      <LocationSalesChannelsSection location={location} />
      <RawJsonSection record={location} />
      {editing && <EditLocationDialog location={location} onClose={() => setEditing(false)} />}
      <DeleteRecordDialog
        open={deleting}
        onCancel={() => setDeleting(false)}
        mutation={deleteStockLocationsStockLocationMutation()}
        variables={{ path: { id: location.id } }}
        title={t("settings.locations.detail.deleteTitle", { name: location.name })}
        description={t("settings.locations.detail.deleteBody")}
        confirmLabel={t("settings.locations.detail.delete")}
        deleted={t("settings.locations.detail.deleted", { name: location.name })}
        listPath={locationsCard.to("main")}
      />
    </Stack>
  );
}
