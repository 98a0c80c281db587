// The overview's card of the gift-card product: what customers buy (title,
// image, status, denominations) with the way to manage it, or, when the store
// has none, the way to create it.
import { Badge, Box, HStack, Image, Skeleton, Stack, Text, Wrap } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import type { PricedProduct } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls";
import { SectionCard } from "@app/components/detail/SectionCard";
import { ErrorState } from "@app/components/data-table/TableStates";
import { useFormat } from "@app/i18n/use-format";
import { giftCardProductOf, giftCardProductQuery } from "../components/gift-card-product-query";
import { CreateGiftCardProductDialog } from "../product/CreateGiftCardProductDialog";
import { giftCardsSection } from "../section";

export function GiftCardProductCard() {
  const { t } = useTranslation();
  const query = useQuery({ ...giftCardProductQuery(), select: giftCardProductOf });
  const [creating, setCreating] = useState(false);
  const product = query.data;
  return (
    <SectionCard
      title={t("giftCards.product.title")}
      action={
        product ? (
          <Button asChild size="small" variant="secondary">
            <RouterLink to={giftCardsSection.to("manage")}>{t("giftCards.product.manage")}</RouterLink>
          </Button>
        ) : undefined
      }
    >
      {query.isPending ? (
        <Skeleton h="16" />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : product ? (
        <ProductSummary product={product} />
      ) : (
        <Stack gap="3" align="start">
          <Text color="fg.muted">{t("giftCards.product.missing")}</Text>
          <Button size="small" onClick={() => setCreating(true)}>
            {t("giftCards.product.create")}
          </Button>
        </Stack>
      )}
      {creating && <CreateGiftCardProductDialog onClose={() => setCreating(false)} />}
    </SectionCard>
  );
}

/** The denominations as customers see them: each variant's prices, one per currency. */
export function Denominations({ product }: { product: PricedProduct }) {
  const { t } = useTranslation();
  const format = useFormat();
  const variants = product.variants ?? [];
  if (variants.length === 0) return <Text color="fg.muted">{t("giftCards.product.noDenominations")}</Text>;
  return (
    <Wrap gap="2" aria-label={t("giftCards.product.denominations")}>
      {variants.map((v) => (
        <Badge key={v.id} variant="outline" size="lg" whiteSpace="normal">
          {(v.prices ?? [])
            .filter((p) => !p.price_list_id && !p.region_id)
            .map((p) => format.money(p.amount, p.currency_code))
            .join(" · ") || v.title}
        </Badge>
      ))}
    </Wrap>
  );
}

function ProductSummary({ product }: { product: PricedProduct }) {
  const { t } = useTranslation();
  return (
    <HStack gap="4" align="start">
      {product.thumbnail && (
        <Image src={product.thumbnail} alt={t("giftCards.product.thumbnail")} boxSize="16" objectFit="cover" rounded="md" flexShrink={0} />
      )}
      <Stack gap="2" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium" overflowWrap="anywhere">
            {product.title}
          </Text>
          <Badge colorPalette={product.status === "published" ? "green" : "gray"}>{t(`products.status.${product.status}`)}</Badge>
        </HStack>
        {product.description && (
          <Text color="fg.muted" textStyle="sm" lineClamp={2} overflowWrap="anywhere">
            {product.description}
          </Text>
        )}
        <Box>
          <Denominations product={product} />
        </Box>
      </Stack>
    </HStack>
  );
}
