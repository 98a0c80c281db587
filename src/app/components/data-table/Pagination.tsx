// Which rows of how many are shown, the page size, and previous / next.
import { Button, HStack, NativeSelect, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { PAGE_SIZES } from "./use-list-params";

interface PaginationProps {
  offset: number;
  limit: number;
  count: number;
  onPage: (next: { offset?: number; limit?: number }) => void;
}

export function Pagination({ offset, limit, count, onPage }: PaginationProps) {
  const { t } = useTranslation();
  const last = Math.min(offset + limit, count);
  const sizes: number[] = PAGE_SIZES.includes(limit as (typeof PAGE_SIZES)[number]) ? [...PAGE_SIZES] : [...PAGE_SIZES, limit].sort((a, b) => a - b);
  return (
    <HStack justify="space-between" fontSize="sm" color="fg.muted" wrap="wrap">
      <Text data-testid="page-range">{t("table.range", { first: count === 0 ? 0 : Math.min(offset + 1, count), last, total: count })}</Text>
      <HStack>
        <NativeSelect.Root size="xs" width="auto">
          <NativeSelect.Field aria-label={t("table.pageSize")} value={limit} onChange={(e) => onPage({ offset: 0, limit: Number(e.currentTarget.value) })}>
            {sizes.map((n) => (
              <option key={n} value={n}>
                {t("table.perPage", { count: n })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button size="xs" variant="outline" disabled={offset === 0} onClick={() => onPage({ offset: Math.max(0, offset - limit) })}>
          {t("table.previous")}
        </Button>
        <Button size="xs" variant="outline" disabled={last >= count} onClick={() => onPage({ offset: offset + limit })}>
          {t("table.next")}
        </Button>
      </HStack>
    </HStack>
  );
}
