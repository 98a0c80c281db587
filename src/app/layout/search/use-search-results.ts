// The record groups of a search: each searchable kind whose feature is on asks
// its list query with `q` (generated options, so answers are cached like the
// lists' and a request whose text changed is cancelled when its query loses
// its last observer), and shows its first hits and its count as they arrive.
import { useQueries } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useFeatureFlag } from "@app/providers/feature-flags";
import { mainPath } from "@app/routes/section";
import type { SearchHit } from "./search-kind";
import { SEARCH_LIMIT } from "./search-kind";
import type { SectionKind } from "./search-kinds";

export interface ResultGroup {
  id: string;
  label: string;
  hits: SearchHit[];
  count: number;
  /** The list filtered by the text, when it holds more than is shown. */
  seeAll?: string;
  failed?: boolean;
}

export function useSearchResults(kinds: readonly SectionKind[], q: string) {
  const { t } = useTranslation();
  const { isEnabled } = useFeatureFlag();
  const shown = kinds.filter(({ section }) => !section.flag || isEnabled(section.flag));
  const plans = shown.map(({ section, kind }) => ({ section, kind, queries: q ? kind.queries(q) : [] }));
  const answers = useQueries({ queries: plans.flatMap((p) => p.queries) });

  let at = 0;
  const groups: ResultGroup[] = [];
  for (const { section, kind, queries } of plans) {
    const mine = answers.slice(at, (at += queries.length));
    if (mine.length === 0 || mine[0].isPending) continue;
    if (mine[0].isError) {
      groups.push({ id: section.path, label: t(section.label), hits: [], count: 0, failed: true });
      continue;
    }
    const hits = new Map<string, SearchHit>();
    for (const answer of mine) if (answer.data) for (const hit of kind.hits(answer.data)) if (!hits.has(hit.id)) hits.set(hit.id, hit);
    if (hits.size === 0) continue;
    const count = Math.max(kind.count(mine[0].data), hits.size);
    groups.push({
      id: section.path,
      label: t(section.label),
      hits: [...hits.values()].slice(0, SEARCH_LIMIT),
      count,
      seeAll: count > SEARCH_LIMIT ? `${mainPath(section)}?${new URLSearchParams({ q })}` : undefined,
    });
  }
  return { groups, pending: answers.some((a) => a.isPending) };
}
