// A dynamic discount's codes: each made from it (same rule, its own code and
// usage limit, valid for the discount's duration), listed, and deleted after
// a question. Medusa has no route listing a discount's codes: they are the
// dynamic discounts whose parent is this one, found in the discounts list.
import { Stack, Table, Text } from "@chakra-ui/react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod/mini";
import {
  deleteDiscountsDiscountDynamicCodesCodeMutation,
  getDiscountsOptions,
  postDiscountsDiscountDynamicCodesMutation,
} from "@generated/admin/@tanstack/react-query.gen";
import type { Discount, GetDiscountsResponse } from "@generated/admin/types.gen";
import { zAdminPostDiscountsDiscountDynamicCodesReq } from "@generated/admin/zod.gen";
import { inlineErrors } from "@app/api/query-client";
import { Button } from "@app/components/controls/Button";
import { TextInput } from "@app/components/controls";
import { ErrorState } from "@app/components/data-table/TableStates";
import { SectionCard } from "@app/components/detail/SectionCard";
import { requiredText } from "@app/components/form/required-text";
import { ConfirmMutationDialog } from "@app/components/modals/ConfirmMutationDialog";
import { FormDialog } from "@app/components/modals/FormDialog";
import { toaster } from "@app/components/toaster";
import { useFormat } from "@app/i18n/use-format";

// A store's dynamic codes fit in one large page.
const LIMIT = 1000;

export function DynamicCodesSection({ discount }: { discount: Discount }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const query = useQuery({
    ...getDiscountsOptions({ query: { is_dynamic: true, limit: LIMIT, order: "-created_at" } }),
    select: (d: GetDiscountsResponse) => d.discounts.filter((c) => c.parent_discount_id === discount.id),
  });
  const codes = query.data;
  return (
    <SectionCard
      title={t("discounts.dynamic.title")}
      action={
        <Button variant="secondary" size="small" onClick={() => setCreating(true)}>
          {t("discounts.dynamic.create")}
        </Button>
      }
    >
      {query.error ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : !codes ? (
        <Text color="fg.muted">{t("discounts.dynamic.loading")}</Text>
      ) : codes.length === 0 ? (
        <Text color="fg.muted">{t("discounts.dynamic.none")}</Text>
      ) : (
        <Table.Root size="sm" aria-label={t("discounts.dynamic.title")}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t("discounts.fields.code")}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t("discounts.fields.redemptions")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("discounts.fields.endsAt")}</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {codes.map((c) => (
              <Table.Row key={c.id}>
                <Table.Cell overflowWrap="anywhere">{c.code}</Table.Cell>
                <Table.Cell textAlign="end">{c.usage_limit == null ? format.number(c.usage_count) : `${format.number(c.usage_count)} / ${format.number(c.usage_limit)}`}</Table.Cell>
                <Table.Cell>{c.ends_at ? format.date(c.ends_at) : "—"}</Table.Cell>
                <Table.Cell textAlign="end">
                  <Button variant="ghost" size="small" aria-label={t("discounts.dynamic.deleteOne", { code: c.code })} onClick={() => setDeleting(c.code)}>
                    {t("discounts.dynamic.delete")}
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {creating && <CreateCodeDialog discount={discount} onClose={() => setCreating(false)} />}
      <ConfirmMutationDialog
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        mutation={deleteDiscountsDiscountDynamicCodesCodeMutation()}
        variables={{ path: { id: discount.id, code: deleting ?? "" } }}
        title={t("discounts.dynamic.deleteTitle", { code: deleting ?? "" })}
        description={t("discounts.dynamic.deleteBody")}
        confirmLabel={t("discounts.dynamic.delete")}
        danger
        done={t("discounts.dynamic.deleted", { code: deleting ?? "" })}
        onDone={() => setDeleting(null)}
      />
    </SectionCard>
  );
}

const codeSchema = z.object({
  code: requiredText(),
  usage_limit: z.string().check(z.refine((s) => /^\d+$/.test(s.trim()) && Number(s) >= 1, { params: { i18n: "discounts.form.invalidUsageLimit" } })),
});
type CodeValues = z.infer<typeof codeSchema>;

function CreateCodeDialog({ discount, onClose }: { discount: Discount; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<CodeValues>({ resolver: standardSchemaResolver(codeSchema), defaultValues: { code: "", usage_limit: "1" } });
  const create = useMutation(inlineErrors(postDiscountsDiscountDynamicCodesMutation()));
  const submit = form.handleSubmit(async (v) => {
    const body = zAdminPostDiscountsDiscountDynamicCodesReq.parse({ code: v.code.trim(), usage_limit: Number(v.usage_limit) });
    try {
      await create.mutateAsync({ path: { id: discount.id }, body });
    } catch {
      return; // said in the dialog
    }
    toaster.create({ type: "success", title: t("toast.success"), description: t("discounts.dynamic.created", { code: body.code }) });
    onClose();
  });
  return (
    <FormDialog id="discount-dynamic-code" title={t("discounts.dynamic.create")} submitLabel={t("discounts.dynamic.create")} onSubmit={submit} pending={create.isPending} error={create.error} onClose={onClose}>
      <Stack gap="4">
        <TextInput control={form.control} name="code" label={t("discounts.fields.code")} required autoFocus />
        <TextInput control={form.control} name="usage_limit" label={t("discounts.fields.usageLimit")} required inputMode="numeric" />
      </Stack>
    </FormDialog>
  );
}
