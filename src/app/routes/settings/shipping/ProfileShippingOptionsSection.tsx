// The shipping options of a profile: what its products can be shipped with,
// per region. Options are made in a region (settings › regions), each for one
// profile; listed here, read only.
import { Badge, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { ShippingProfile } from "@generated/admin/types.gen";
import { CellText } from "@app/components/data-table/CellText";
import { SectionCard } from "@app/components/detail/SectionCard";
import { useRegionOptions } from "@app/routes/option-queries";

export function ProfileShippingOptionsSection({ profile }: { profile: ShippingProfile }) {
  const { t } = useTranslation();
  const regions = useRegionOptions();
  const regionName = (id: string) => regions.options.find((r) => r.value === id)?.label ?? id;
  const options = profile.shipping_options ?? [];
  const title = t("settings.shipping.options.title");
  return (
    <SectionCard title={title}>
      <Stack gap="3">
        <Text color="fg.muted" textStyle="sm">
          {t("settings.shipping.options.help")}
        </Text>
        {options.length === 0 ? (
          <Text color="fg.muted" data-testid="profile-options-empty">
            {t("settings.shipping.options.empty")}
          </Text>
        ) : (
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" aria-label={title} minW="32rem">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t("settings.shipping.options.name")}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t("settings.shipping.options.region")}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t("settings.shipping.options.priceType")}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {options.map((option) => (
                  <Table.Row key={option.id}>
                    <Table.Cell>
                      <HStack gap="2" wrap="wrap">
                        <CellText>{option.name}</CellText>
                        {option.is_return && <Badge size="sm">{t("settings.shipping.options.return")}</Badge>}
                        {option.admin_only && <Badge size="sm">{t("settings.regions.shipping.adminOnly")}</Badge>}
                      </HStack>
                    </Table.Cell>
                    <Table.Cell>
                      <CellText>{regionName(option.region_id)}</CellText>
                    </Table.Cell>
                    <Table.Cell>{t(`settings.shipping.options.priceTypes.${option.price_type}`)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Stack>
    </SectionCard>
  );
}
