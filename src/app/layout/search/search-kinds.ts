// The searchable kinds: every section that declares `search`, in sidebar
// order, loaded once (their modules come with the search dialog's first use).
import { type Section } from "@app/routes/section";
import { sections } from "@app/routes/sections";
import type { SearchKind } from "./search-kind";

export interface SectionKind {
  section: Section;
  kind: SearchKind;
}

let loaded: Promise<SectionKind[]> | undefined;

export function loadSearchKinds(): Promise<SectionKind[]> {
  loaded ??= Promise.all(
    sections.flatMap((section) => (section.search ? [section.search().then((kind) => ({ section, kind }))] : [])),
  ).catch((e: unknown) => {
    loaded = undefined; // a chunk that failed to load is asked for again next time
    throw e;
  });
  return loaded;
}
