// What a product's page shows of it, section by section: general information
// and organisation, sales channels, attributes, metadata.
import { Box, Button, Stack, Tag, Text, Wrap } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { getSalesChannelsOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { Product } from "@generated/admin/types.gen";
import { DetailRows, SectionCard } from "@app/components/detail/SectionCard";
import type { EditKind } from "./use-product-edits";
import { MetadataSection as MetadataCard } from "@app/components/detail/MetadataSection";

interface SectionProps {
  product: Product;
  onEdit: (kind: EditKind) => void;
}

/** "Edit", named for screen readers by what it edits (several sit on one page). */
function EditButton({ onClick, label }: { onClick: () => void; label: string }) {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" size="sm" aria-label={label} onClick={onClick}>
      {t("products.detail.edit")}
    </Button>
  );
}

const chips = (labels: string[]) =>
  labels.length === 0 ? null : (
    <Wrap gap="1">
      {labels.map((label) => (
        <Tag.Root key={label} size="sm">
          <Tag.Label>{label}</Tag.Label>
        </Tag.Root>
      ))}
    </Wrap>
  );

export function GeneralSection({ product: p, onEdit }: SectionProps) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t("products.form.general")} action={<EditButton label={t("products.detail.editGeneral")} onClick={() => onEdit("general")} />}>
      <Stack gap="4">
        <DetailRows
          rows={[
            [t("products.fields.subtitle"), p.subtitle],
            [t("products.fields.handle"), p.handle && `/${p.handle}`],
            [t("products.fields.description"), p.description],
            [t("products.form.material"), p.material],
            [t("products.form.discountable"), t(p.discountable ? "products.detail.yes" : "products.detail.no")],
          ]}
        />
        <DetailRows
          rows={[
            [t("products.form.type"), p.type?.value],
            [t("products.form.collection"), p.collection?.title],
            [t("products.form.tags"), chips(p.tags?.map((tag) => tag.value) ?? [])],
            [t("products.form.categories"), chips(p.categories?.map((c) => c.name) ?? [])],
          ]}
        />
        <Box>
          <Button variant="ghost" size="sm" onClick={() => onEdit("organisation")}>
            {t("products.detail.editOrganisation")}
          </Button>
        </Box>
      </Stack>
    </SectionCard>
  );
}

export function SalesChannelsSection({ product, onEdit }: SectionProps) {
  const { t } = useTranslation();
  const total = useQuery(getSalesChannelsOptions()).data?.count;
  const channels = product.sales_channels ?? [];
  return (
    <SectionCard title={t("products.form.salesChannels")} action={<EditButton label={t("products.detail.editSalesChannels")} onClick={() => onEdit("salesChannels")} />}>
      <Stack gap="2">
        {chips(channels.map((c) => c.name))}
        <Text color="fg.muted" textStyle="sm">
          {total === undefined ? t("products.detail.availableIn", { count: channels.length }) : t("products.detail.availableInOf", { n: channels.length, count: total })}
        </Text>
      </Stack>
    </SectionCard>
  );
}

export function AttributesSection({ product: p, onEdit }: SectionProps) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t("products.form.attributes")} action={<EditButton label={t("products.detail.editAttributes")} onClick={() => onEdit("attributes")} />}>
      <DetailRows
        rows={[
          [t("products.form.weight"), p.weight],
          [t("products.form.length"), p.length],
          [t("products.form.width"), p.width],
          [t("products.form.height"), p.height],
          [t("products.form.mid_code"), p.mid_code],
          [t("products.form.hs_code"), p.hs_code],
          [t("products.form.origin_country"), p.origin_country?.toUpperCase()],
        ]}
      />
    </SectionCard>
  );
}

export function MetadataSection({ product, onEdit }: SectionProps) {
  const { t } = useTranslation();
  return <MetadataCard metadata={product.metadata} action={<EditButton label={t("products.detail.editMetadata")} onClick={() => onEdit("metadata")} />} />;
}
