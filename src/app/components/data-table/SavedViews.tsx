// Above a list: "All" for the bare list, the views the list gives everyone,
// the user's saved views, each with its delete button, as tabs (the one
// matching the list pressed), and "Save view" to name the current search,
// filters, order and page size.
import { Dialog, HStack, IconButton } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { Fragment, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod/mini";
import { Button } from "../controls/Button";
import { TrashIcon } from "../controls/icons";
import { TextInput } from "../controls/TextInput";
import { ModalFrame } from "../modals/ModalFrame";
import type { ListParams } from "./use-list-params";
import { type SavedView, useSavedViews } from "./use-saved-views";
import { CancelButton } from "../unsaved/close-guard";

const NONE: readonly SavedView[] = [];
/** A view's query string with its keys in one order, so "a=1&b=2" is the view "b=2&a=1". */
const canonical = (view: string) => [...new URLSearchParams(view)].map(([k, v]) => `${k}=${v}`).sort().join("&");

const viewNameSchema = z.object({ name: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)) });
type ViewName = z.infer<typeof viewNameSchema>;

export function SavedViews({ listId, list, given = NONE }: { listId: string; list: ListParams; given?: readonly SavedView[] }) {
  const { t } = useTranslation();
  const { views, save, remove, available } = useSavedViews(listId);
  const [naming, setNaming] = useState(false);
  if (!available) return null;
  const current = canonical(list.view);
  const tab = (v: SavedView) => (
    <Button size="small" variant={current === canonical(v.view) ? "secondary" : "ghost"} aria-pressed={current === canonical(v.view)} onClick={() => list.applyView(v.view)}>
      {v.name}
    </Button>
  );
  return (
    <HStack gap="1" wrap="wrap" role="group" aria-label={t("table.views.label")}>
      <Button size="small" variant={list.view === "" ? "secondary" : "ghost"} aria-pressed={list.view === ""} onClick={() => list.applyView("")}>
        {t("table.views.all")}
      </Button>
      {given.map((v) => (
        <Fragment key={v.name}>{tab(v)}</Fragment>
      ))}
      {views.map((v) => (
        <HStack key={v.name} gap="0">
          {tab(v)}
          <IconButton size="xs" variant="ghost" aria-label={t("table.views.delete", { name: v.name })} onClick={() => remove(v.name)}>
            <TrashIcon />
          </IconButton>
        </HStack>
      ))}
      <Button size="small" variant="ghost" disabled={list.view === ""} onClick={() => setNaming(true)}>
        {t("table.views.save")}
      </Button>
      <ModalFrame open={naming} onClose={() => setNaming(false)} size="small">
        <ViewNameForm
          onSave={(name) => {
            save(name, list.view);
            setNaming(false);
          }}
          onCancel={() => setNaming(false)}
        />
      </ModalFrame>
    </HStack>
  );
}

function ViewNameForm({ onSave, onCancel }: { onSave: (name: string) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm<ViewName>({ resolver: standardSchemaResolver(viewNameSchema), defaultValues: { name: "" } });
  return (
    <form noValidate onSubmit={handleSubmit((v) => onSave(v.name))}>
      <Dialog.Header>
        <Dialog.Title>{t("table.views.saveTitle")}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <TextInput control={control} name="name" label={t("table.views.name")} required autoFocus />
      </Dialog.Body>
      <Dialog.Footer>
        <CancelButton onClose={onCancel} />
        <Button type="submit" size="small">
          {t("table.views.save")}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
