// /a/settings/publishable-api-keys/:id: a publishable key: the key to copy,
// its title (edited in a dialog), revoked and deleted after a question, the
// sales channels it scopes storefront requests to, and a preview of what a
// storefront sending it lists.
import { Grid, HStack, Stack } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import {
  deletePublishableApiKeysPublishableApiKeyMutation,
  getPublishableApiKeysPublishableApiKeyOptions,
  postPublishableApiKeysPublishableApiKeyRevokeMutation,
} from "@generated/admin/@tanstack/react-query.gen";
import type { PublishableApiKey } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls/Button";
import { DeleteRecordDialog } from "@app/components/detail/DeleteRecordDialog";
import { DetailPage } from "@app/components/detail/DetailPage";
import { RawJsonSection } from "@app/components/detail/RawJsonSection";
import { DetailRows, SectionCard } from "@app/components/detail/SectionCard";
import { ConfirmMutationDialog } from "@app/components/modals/ConfirmMutationDialog";
import { PageHeader } from "@app/components/PageHeader";
import { useFormat } from "@app/i18n/use-format";
import { apiKeysCard } from "../../section";
import { KeyStatusBadge, KeyToken } from "../KeyParts";
import { EditApiKeyDialog } from "./EditApiKeyDialog";
import { KeyPreviewSection } from "./KeyPreviewSection";
import { KeySalesChannelsSection } from "./KeySalesChannelsSection";

export default function ApiKeyDetailPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  return (
    <DetailPage
      query={useQuery(getPublishableApiKeysPublishableApiKeyOptions({ path: { id } }))}
      select={(data) => data.publishable_api_key}
      title={(key) => key.title}
      zone="publishable_api_key"
      unavailable={{
        notFound: { title: t("settings.apiKeys.detail.notFound") },
        forbidden: t("settings.apiKeys.detail.forbidden"),
        back: { to: apiKeysCard.to("main"), label: t("settings.apiKeys.detail.back") },
      }}
    >
      {(apiKey) => <KeyView apiKey={apiKey} />}
    </DetailPage>
  );
}

function KeyView({ apiKey }: { apiKey: PublishableApiKey }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [open, setOpen] = useState<"edit" | "revoke" | "delete" | null>(null);
  const close = () => setOpen(null);
  const { title } = apiKey;
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <HStack>
            <Button variant="secondary" size="small" onClick={() => setOpen("edit")}>
              {t("settings.apiKeys.detail.edit")}
            </Button>
            {!apiKey.revoked_at && (
              <Button variant="secondary" size="small" onClick={() => setOpen("revoke")}>
                {t("settings.apiKeys.revoke.confirm")}
              </Button>
            )}
            <Button variant="danger" size="small" onClick={() => setOpen("delete")}>
              {t("settings.apiKeys.delete.confirm")}
            </Button>
          </HStack>
        }
      />
      <Grid templateColumns={{ base: "minmax(0, 1fr)", xl: "minmax(0, 2fr) minmax(0, 1fr)" }} gap="5" alignItems="start">
        <Stack gap="5">
          <KeyPreviewSection apiKey={apiKey} />
          <RawJsonSection record={apiKey} />
        </Stack>
        <Stack gap="5">
          <SectionCard title={t("settings.apiKeys.detail.summary")}>
            <DetailRows
              rows={[
                [t("settings.apiKeys.columns.key"), <KeyToken key="token" apiKey={apiKey} />],
                [t("settings.apiKeys.columns.status"), <KeyStatusBadge key="status" apiKey={apiKey} />],
                [t("settings.apiKeys.columns.created"), format.date(apiKey.created_at)],
                ...(apiKey.revoked_at ? [[t("settings.apiKeys.detail.revokedOn"), format.date(apiKey.revoked_at)] as [string, string]] : []),
              ]}
            />
          </SectionCard>
          <KeySalesChannelsSection apiKey={apiKey} />
        </Stack>
      </Grid>
      {open === "edit" && <EditApiKeyDialog apiKey={apiKey} onClose={close} />}
      <ConfirmMutationDialog
        open={open === "revoke"}
        onCancel={close}
        mutation={postPublishableApiKeysPublishableApiKeyRevokeMutation()}
        variables={{ path: { id: apiKey.id } }}
        title={t("settings.apiKeys.revoke.title", { title })}
        description={t("settings.apiKeys.revoke.description", { title })}
        confirmLabel={t("settings.apiKeys.revoke.confirm")}
        danger
        done={t("settings.apiKeys.revoke.done", { title })}
        onDone={close}
      />
      <DeleteRecordDialog
        open={open === "delete"}
        onCancel={close}
        mutation={deletePublishableApiKeysPublishableApiKeyMutation()}
        variables={{ path: { id: apiKey.id } }}
        title={t("settings.apiKeys.delete.title", { title })}
        description={t("settings.apiKeys.delete.description", { title })}
        confirmLabel={t("settings.apiKeys.delete.confirm")}
        deleted={t("settings.apiKeys.delete.done", { title })}
        listPath={apiKeysCard.to("main")}
      />
    </>
  );
}
