// The global search (Ctrl/⌘+K, `/`, the top bar's button): one field, the
// results grouped by kind with their counts — records from the server, the
// dashboard's pages by name — and, before typing, what was last opened.
// Arrow keys move through the results, Enter opens one, Escape closes.
import { Badge, Box, Dialog, Flex, Input, Spinner, Text, VisuallyHidden } from "@chakra-ui/react";
import { Suspense, use, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { ModalFrame } from "@app/components/modals/ModalFrame";
import { useFormat } from "@app/i18n/use-format";
import { useDebouncedValue } from "@app/lib/use-debounced-value";
import { sections } from "@app/routes/sections";
import { SEARCH_LIMIT, type SearchHit } from "./search-kind";
import { loadSearchKinds } from "./search-kinds";
import { type Recent, useRecents } from "./recents";
import { matchPages, usePages } from "./use-search-pages";
import { type ResultGroup, useSearchResults } from "./use-search-results";
import { useConfirmLeave } from "@app/components/unsaved/LeaveGuard";

/** The pause in typing after which the server is asked. */
export const SEARCH_DEBOUNCE_MS = 200;

const PAGES = "pages";

interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
}

export default function SearchDialog({ open, onClose }: SearchDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalFrame open={open} onClose={onClose} size="medium">
      <VisuallyHidden asChild>
        <Dialog.Title>{t("shell.search.title")}</Dialog.Title>
      </VisuallyHidden>
      <Dialog.Body pt="4" pe="12">
        <Suspense fallback={<Spinner size="sm" />}>
          <SearchPanel onDone={onClose} />
        </Suspense>
      </Dialog.Body>
    </ModalFrame>
  );
}

/** One line the arrow keys can reach: a result, a "see all", or a recent. */
interface Option {
  key: string;
  href: string;
  hit?: SearchHit;
  group: string;
}

function SearchPanel({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const kinds = use(loadSearchKinds());
  const navigate = useNavigate();
  const confirmLeave = useConfirmLeave();
  const listId = useId();
  const [text, setText] = useState("");
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { groups, pending } = useSearchResults(kinds, q);
  const pageHits = matchPages(usePages(), text, i18n.language);
  const { recents, remember } = useRecents();
  // The highlighted line, back to the first whenever the results change with the text.
  const resultsFor = `${text}\n${q}`;
  const [selected, setSelected] = useState({ resultsFor, index: 0 });
  const active = selected.resultsFor === resultsFor ? selected.index : 0;
  const setActive = (index: number) => setSelected({ resultsFor, index });

  const typed = text.trim() !== "";
  const shownGroups: ResultGroup[] = typed
    ? [...(pageHits.length ? [{ id: PAGES, label: t("shell.search.pages"), hits: pageHits.slice(0, SEARCH_LIMIT), count: pageHits.length }] : []), ...groups]
    : [];
  const options: Option[] = typed
    ? shownGroups.flatMap((g) => [
        ...g.hits.map((hit) => ({ key: `${g.id}:${hit.id}`, href: hit.href, hit, group: g.id })),
        ...(g.seeAll ? [{ key: `${g.id}:all`, href: g.seeAll, group: g.id }] : []),
      ])
    : recents.map((r) => ({ key: `recent:${r.href}`, href: r.href, hit: { id: r.href, title: r.title, detail: r.detail, href: r.href }, group: r.group }));
  const current = Math.min(active, Math.max(options.length - 1, 0));
  const optionId = (i: number) => `${listId}-${i}`;

  useEffect(() => {
    const el = document.getElementById(optionId(current));
    el?.scrollIntoView?.({ block: "nearest" });
  });

  const choose = (option: Option | undefined) => {
    if (!option) return;
    if (option.hit) remember({ href: option.href, title: option.hit.title, detail: option.hit.detail, group: option.group } satisfies Recent);
    onDone();
    confirmLeave(() => navigate(option.href));
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const n = options.length;
    if (event.key === "ArrowDown" && n) setActive((current + 1) % n);
    else if (event.key === "ArrowUp" && n) setActive((current - 1 + n) % n);
    else if (event.key === "Enter") choose(options[current]);
    else return;
    event.preventDefault();
  };

  let index = -1;
  const renderOption = (option: Option, children: React.ReactNode) => {
    const i = ++index;
    return (
      <Flex
        key={option.key}
        id={optionId(i)}
        role="option"
        aria-selected={i === current}
        align="baseline"
        gap="3"
        px="3"
        py="2"
        rounded="md"
        cursor="pointer"
        bg={i === current ? "bg.muted" : undefined}
        onMouseMove={() => i !== current && setActive(i)}
        onClick={() => choose(option)}
      >
        {children}
      </Flex>
    );
  };
  const hitLine = (hit: SearchHit, tag?: string) => (
    <>
      <Text fontWeight="medium" truncate>
        {hit.title}
      </Text>
      {hit.detail && (
        <Text fontSize="sm" color="fg.muted" truncate>
          {hit.detail}
        </Text>
      )}
      {tag && (
        <Text fontSize="xs" color="fg.muted" ms="auto" flexShrink={0}>
          {tag}
        </Text>
      )}
    </>
  );
  const groupLabel = (id: string) => (id === PAGES ? t("shell.search.pages") : t(sections.find((s) => s.path === id)?.label ?? "shell.search.pages"));

  return (
    <Box>
      <Input
        role="combobox"
        aria-label={t("shell.search.label")}
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={options.length ? optionId(current) : undefined}
        placeholder={t("shell.search.placeholder")}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        autoComplete="off"
        spellCheck={false}
        // The dialog focuses its first control on opening; while this panel's modules still load, that is the close button.
        autoFocus
      />
      <Box id={listId} role="listbox" aria-label={t("shell.search.results")} mt="3" maxH="60vh" overflowY="auto">
        {!typed &&
          (recents.length ? (
            <Box role="group" aria-label={t("shell.search.recent")}>
              <GroupHeader label={t("shell.search.recent")} />
              {options.map((o) => renderOption(o, hitLine(o.hit!, groupLabel(o.group))))}
            </Box>
          ) : (
            <Text fontSize="sm" color="fg.muted" px="3" py="2">
              {t("shell.search.hint")}
            </Text>
          ))}
        {shownGroups.map((g) => (
          <Box key={g.id} role="group" aria-label={g.label} data-testid={`search-group-${g.id}`} mb="2">
            <GroupHeader label={g.label} count={g.failed ? undefined : g.count} />
            {g.failed && (
              <Text fontSize="sm" color="fg.error" px="3" py="1">
                {t("shell.search.groupFailed")}
              </Text>
            )}
            {g.hits.map((hit) => renderOption({ key: `${g.id}:${hit.id}`, href: hit.href, hit, group: g.id }, hitLine(hit)))}
            {g.seeAll &&
              renderOption(
                { key: `${g.id}:all`, href: g.seeAll, group: g.id },
                <Text fontSize="sm" color="fg.info">
                  {t("shell.search.seeAll", { count: g.count, section: g.label })}
                </Text>,
              )}
          </Box>
        ))}
      </Box>
      {typed && (
        <Text role="status" fontSize="sm" color="fg.muted" px="3" pt="1">
          {pending || text.trim() !== q ? t("shell.search.searching") : shownGroups.length === 0 ? t("shell.search.none", { text: text.trim() }) : ""}
        </Text>
      )}
    </Box>
  );
}

function GroupHeader({ label, count }: { label: string; count?: number }) {
  const format = useFormat();
  return (
    <Flex align="center" gap="2" px="3" pt="2" pb="1" aria-hidden>
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
        {label}
      </Text>
      {count !== undefined && (
        <Badge size="sm" variant="subtle">
          {format.number(count)}
        </Badge>
      )}
    </Flex>
  );
}
