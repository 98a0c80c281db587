// A card of records related to the page's one, read only: each linked to its
// own page, with a badge saying how it relates (a price list's status, a
// discount's condition). Loading, error (with retry) and empty are its own.
import { Badge, HStack, Link, List, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { ErrorState } from "@app/components/data-table/TableStates";
import { SectionCard } from "./SectionCard";

export interface LinkListItem {
  id: string;
  label: string;
  to: string;
  badge: { text: string; palette?: string };
}

interface LinkListSectionProps {
  title: string;
  /** The read behind the items (a TanStack Query result). */
  query: { error: unknown; isPending: boolean; refetch: () => unknown };
  items: LinkListItem[] | undefined;
  empty: string;
}

export function LinkListSection({ title, query, items, empty }: LinkListSectionProps) {
  const { t } = useTranslation();
  return (
    <SectionCard title={title}>
      {query.error ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <Text color="fg.muted">{t("table.loadingOptions")}</Text>
      ) : items?.length ? (
        <List.Root variant="plain" gap="2">
          {items.map((item) => (
            <List.Item key={item.id}>
              <HStack justify="space-between" w="full">
                <Link asChild overflowWrap="anywhere">
                  <RouterLink to={item.to}>{item.label}</RouterLink>
                </Link>
                <Badge size="sm" colorPalette={item.badge.palette ?? "gray"}>
                  {item.badge.text}
                </Badge>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      ) : (
        <Text color="fg.muted">{empty}</Text>
      )}
    </SectionCard>
  );
}
