// /a/settings/shipping: the store's shipping profiles. A product ships with
// the shipping options of its profile: the default profile holds every
// product not put in another, the gift-card profile the gift cards, and custom
// profiles (bulky goods, cold chain…) the products added to them. The server
// lists them all at once (no paging); each opens its page.
import { Center, Link, Stack, Table, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { getShippingProfilesOptions } from "@generated/admin/@tanstack/react-query.gen";
import { Button } from "@app/components/controls/Button";
import { CellText } from "@app/components/data-table/CellText";
import { ErrorState } from "@app/components/data-table/TableStates";
import { PageHeader } from "@app/components/PageHeader";
import { RouteSpinner } from "@app/components/RouteSpinner";
import { useFormat } from "@app/i18n/use-format";
import { shippingCard } from "../section";
import { CreateProfileDialog } from "./ProfileFormDialog";
import { ProfileTypeBadge } from "./ProfileTypeBadge";

export default function ShippingProfilesPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useQuery(getShippingProfilesOptions());
  const [creating, setCreating] = useState(false);
  const profiles = query.data?.shipping_profiles;

  return (
    <>
      <PageHeader
        title={t("settings.shipping.title")}
        actions={
          <Button size="small" onClick={() => setCreating(true)}>
            {t("settings.shipping.create")}
          </Button>
        }
      />
      <Stack gap="4">
        <Text color="fg.muted">{t("settings.shipping.intro")}</Text>
        {query.isPending ? (
          <RouteSpinner fullScreen={false} />
        ) : query.error ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : profiles?.length === 0 ? (
          <Center py="16" data-testid="shipping-profiles-empty">
            <Text color="fg.muted">{t("settings.shipping.empty")}</Text>
          </Center>
        ) : (
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" tableLayout="fixed" minW="36rem" aria-label={t("settings.shipping.profiles")}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader width="55%">{t("settings.shipping.fields.name")}</Table.ColumnHeader>
                  <Table.ColumnHeader width="20%">{t("settings.shipping.fields.type")}</Table.ColumnHeader>
                  <Table.ColumnHeader width="25%">{t("settings.shipping.fields.created")}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {profiles?.map((profile) => (
                  <Table.Row key={profile.id}>
                    <Table.Cell>
                      <Link asChild fontWeight="medium">
                        <RouterLink to={shippingCard.to("detail", { id: profile.id })}>
                          <CellText>{profile.name}</CellText>
                        </RouterLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell>
                      <ProfileTypeBadge type={profile.type} />
                    </Table.Cell>
                    <Table.Cell>{format.date(profile.created_at)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Stack>
      {creating && <CreateProfileDialog onClose={() => setCreating(false)} />}
    </>
  );
}
