// /a/discounts/:id: a discount, each part edited in its own dialog (details,
// value, dates, regions), its conditions and, for a dynamic discount, its
// codes; enabled or disabled, duplicated under a new code, deleted after a
// question naming the code; the raw record; and the plugin widgets around it.
import { Badge, Box, Grid, HStack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router-dom";
import { deleteDiscountsDiscountMutation, getDiscountsDiscountOptions, postDiscountsDiscountMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { Discount } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls/Button";
import { DeleteRecordDialog } from "@app/components/detail/DeleteRecordDialog";
import { DetailPage } from "@app/components/detail/DetailPage";
import { RawJsonSection } from "@app/components/detail/RawJsonSection";
import { DetailRows, SectionCard } from "@app/components/detail/SectionCard";
import { ConfirmMutationDialog } from "@app/components/modals/ConfirmMutationDialog";
import { PageHeader } from "@app/components/PageHeader";
import { useFormat } from "@app/i18n/use-format";
import { DiscountStatusBadge } from "../components/DiscountStatusBadge";
import { useDiscountValue } from "../components/use-discount-value";
import { CONDITION_EXPAND } from "../conditions/condition-types";
import { DiscountConditionsSection } from "../conditions/DiscountConditionsSection";
import { discountsSection } from "../section";
import { DuplicateDialog, EditDatesDialog, EditDetailsDialog, EditRegionsDialog, EditValueDialog } from "./DiscountEditDialogs";
import { DynamicCodesSection } from "./DynamicCodesSection";

/** The rule, its conditions with their resources, the regions and the parent of a dynamic code. */
export const DISCOUNT_EXPAND = `rule,rule.conditions,${CONDITION_EXPAND},regions,parent_discount`;

type Dialog = "details" | "value" | "dates" | "regions" | "duplicate" | "toggle" | "delete";

export default function DiscountDetailPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  return (
    <DetailPage
      query={useQuery(getDiscountsDiscountOptions({ path: { id }, query: { expand: DISCOUNT_EXPAND } }))}
      select={(data) => data.discount}
      zone="discount"
      title={(discount) => discount.code}
      unavailable={{
        notFound: { title: t("discounts.detail.notFound") },
        forbidden: t("discounts.detail.forbidden"),
        back: { to: discountsSection.to("main"), label: t("discounts.detail.back") },
      }}
    >
      {(discount) => <DiscountView discount={discount} />}
    </DetailPage>
  );
}

function DiscountView({ discount }: { discount: Discount }) {
  const { t } = useTranslation();
  const format = useFormat();
  const value = useDiscountValue();
  const [open, setOpen] = useState<Dialog | null>(null);
  const close = () => setOpen(null);
  const edit = (dialog: Dialog) => (
    <Button variant="secondary" size="small" onClick={() => setOpen(dialog)}>
      {t("discounts.detail.edit")}
    </Button>
  );
  const type = discount.rule?.type;
  const redemptions = discount.usage_limit == null ? format.number(discount.usage_count) : `${format.number(discount.usage_count)} / ${format.number(discount.usage_limit)}`;
  return (
    <>
      <Box>
        <PageHeader
          title={discount.code}
          actions={
            <HStack wrap="wrap">
              <Button variant="secondary" size="small" onClick={() => setOpen("toggle")}>
                {discount.is_disabled ? t("discounts.detail.enable") : t("discounts.detail.disable")}
              </Button>
              <Button variant="secondary" size="small" onClick={() => setOpen("duplicate")}>
                {t("discounts.detail.duplicate")}
              </Button>
              <Button variant="danger" size="small" onClick={() => setOpen("delete")}>
                {t("discounts.detail.delete")}
              </Button>
            </HStack>
          }
        />
        <HStack gap="2">
          <DiscountStatusBadge discount={discount} />
          {discount.is_dynamic && <Badge>{t("discounts.fields.dynamic")}</Badge>}
          {discount.parent_discount && (
            <Text textStyle="sm" color="fg.muted">
              {t("discounts.detail.codeOf")}{" "}
              <RouterLink to={discountsSection.to("detail", { id: discount.parent_discount.id })}>{discount.parent_discount.code}</RouterLink>
            </Text>
          )}
        </HStack>
      </Box>
      <Grid templateColumns={{ base: "1fr", lg: "1fr 1fr" }} gap="5">
        <SectionCard title={t("discounts.detail.details")} action={edit("details")}>
          <DetailRows
            rows={[
              [t("discounts.fields.code"), discount.code],
              [t("discounts.fields.description"), discount.rule?.description],
              [t("discounts.fields.redemptions"), redemptions],
            ]}
          />
        </SectionCard>
        <SectionCard title={t("discounts.detail.value")} action={type !== "free_shipping" && edit("value")}>
          <DetailRows
            rows={[
              [t("discounts.fields.type"), type ? t(`discounts.types.${type}`) : "—"],
              [t("discounts.fields.value"), value(discount)],
              ...(type === "fixed" ? [[t("discounts.fields.allocation"), t(`discounts.allocation.${discount.rule?.allocation ?? "total"}`)] as [string, string]] : []),
            ]}
          />
        </SectionCard>
        <SectionCard title={t("discounts.detail.dates")} action={edit("dates")}>
          <DetailRows
            rows={[
              [t("discounts.fields.startsAt"), format.dateTime(discount.starts_at)],
              [t("discounts.fields.endsAt"), discount.ends_at ? format.dateTime(discount.ends_at) : t("discounts.detail.noEnd")],
              ...(discount.is_dynamic ? [[t("discounts.fields.validDuration"), discount.valid_duration] as [string, string | null]] : []),
            ]}
          />
        </SectionCard>
        <SectionCard title={t("discounts.fields.regions")} action={edit("regions")}>
          {(discount.regions ?? []).length === 0 ? (
            <Text color="fg.muted">{t("discounts.detail.noRegions")}</Text>
          ) : (
            <DetailRows rows={(discount.regions ?? []).map((r) => [r.name, r.currency_code.toUpperCase()])} />
          )}
        </SectionCard>
      </Grid>
      <DiscountConditionsSection discount={discount} />
      {discount.is_dynamic && !discount.parent_discount_id && <DynamicCodesSection discount={discount} />}
      <RawJsonSection record={discount} />
      {open === "details" && <EditDetailsDialog discount={discount} onClose={close} />}
      {open === "value" && <EditValueDialog discount={discount} onClose={close} />}
      {open === "dates" && <EditDatesDialog discount={discount} onClose={close} />}
      {open === "regions" && <EditRegionsDialog discount={discount} onClose={close} />}
      {open === "duplicate" && <DuplicateDialog discount={discount} onClose={close} />}
      <ConfirmMutationDialog
        open={open === "toggle"}
        onCancel={close}
        mutation={postDiscountsDiscountMutation()}
        variables={{ path: { id: discount.id }, body: { is_disabled: !discount.is_disabled } }}
        title={t(discount.is_disabled ? "discounts.detail.enableTitle" : "discounts.detail.disableTitle", { code: discount.code })}
        description={t(discount.is_disabled ? "discounts.detail.enableBody" : "discounts.detail.disableBody")}
        confirmLabel={discount.is_disabled ? t("discounts.detail.enable") : t("discounts.detail.disable")}
        done={t(discount.is_disabled ? "discounts.detail.enabled" : "discounts.detail.disabled", { code: discount.code })}
        onDone={close}
      />
      <DeleteRecordDialog
        open={open === "delete"}
        onCancel={close}
        mutation={deleteDiscountsDiscountMutation()}
        variables={{ path: { id: discount.id } }}
        title={t("discounts.detail.deleteTitle", { code: discount.code })}
        description={t("discounts.detail.deleteBody")}
        confirmLabel={t("discounts.detail.delete")}
        deleted={t("discounts.detail.deleted", { code: discount.code })}
        listPath={discountsSection.to("main")}
      />
    </>
  );
}
