// /a/settings/shipping/:id: a shipping profile with its products (added in
// batch with the catalog's product picker, which moves them from their
// profile into this one) and the shipping options that serve them. The name
// is edited in a dialog; a custom profile is deleted after a question, the
// store's default and gift-card profiles never (the page says why).
import { Flex, HStack, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router-dom";
import { deleteShippingProfilesProfileMutation, getShippingProfilesProfileOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { ShippingProfile } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls/Button";
import { DetailUnavailable } from "@app/components/detail/DetailUnavailable";
import { ConfirmMutationDialog } from "@app/components/modals/ConfirmMutationDialog";
import { PageTitle } from "@app/components/PageHeader";
import { usePageTitle } from "@app/layout/page-title";
import { RouteSpinner } from "@app/components/RouteSpinner";
import { shippingCard } from "../section";
import { isBuiltInProfile } from "./profile-form";
import { EditProfileDialog } from "./ProfileFormDialog";
import { ProfileProductsSection } from "./ProfileProductsSection";
import { ProfileShippingOptionsSection } from "./ProfileShippingOptionsSection";
import { ProfileTypeBadge } from "./ProfileTypeBadge";

export default function ShippingProfilePage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const query = useQuery(getShippingProfilesProfileOptions({ path: { id } }));
  const profile = query.data?.shipping_profile;
  if (profile) return <ProfileView profile={profile} />;
  if (query.isPending) return <RouteSpinner fullScreen={false} />;
  return (
    <DetailUnavailable
      error={query.error}
      onRetry={() => void query.refetch()}
      notFound={{ title: t("settings.shipping.notFound") }}
      back={{ to: shippingCard.to("main"), label: t("settings.shipping.back") }}
    />
  );
}

function ProfileView({ profile }: { profile: ShippingProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState<"edit" | "delete" | null>(null);
  const close = () => setOpen(null);
  const products = profile.products?.length ?? 0;
  const builtIn = isBuiltInProfile(profile);
  usePageTitle(profile.name);
  return (
    <Stack gap="5">
      <Flex justify="space-between" align="start" gap="4" wrap="wrap">
        <Stack gap="2">
          <PageTitle>{profile.name}</PageTitle>
          <HStack gap="3" wrap="wrap">
            <ProfileTypeBadge type={profile.type} />
            {/* The built-in profiles cannot go: said here rather than by a disabled button nobody can ask. */}
            {builtIn && (
              <Text color="fg.muted" textStyle="sm" data-testid="profile-kept">
                {t(`settings.shipping.kept.${profile.type === "default" ? "default" : "gift_card"}`)}
              </Text>
            )}
          </HStack>
        </Stack>
        <HStack gap="2">
          <Button variant="secondary" size="small" onClick={() => setOpen("edit")}>
            {t("settings.shipping.edit")}
          </Button>
          {!builtIn && (
            <Button variant="danger" size="small" onClick={() => setOpen("delete")}>
              {t("settings.shipping.delete.label")}
            </Button>
          )}
        </HStack>
      </Flex>
      <ProfileProductsSection profile={profile} />
      <ProfileShippingOptionsSection profile={profile} />
      {open === "edit" && <EditProfileDialog profile={profile} onClose={close} />}
      <ConfirmMutationDialog
        open={open === "delete"}
        onCancel={close}
        mutation={deleteShippingProfilesProfileMutation()}
        variables={{ path: { id: profile.id } }}
        title={t("settings.shipping.delete.title", { name: profile.name })}
        description={
          products > 0 ? t("settings.shipping.delete.withProducts", { name: profile.name, count: products }) : t("settings.shipping.delete.description", { name: profile.name })
        }
        confirmLabel={t("settings.shipping.delete.label")}
        danger
        done={t("settings.shipping.delete.done", { name: profile.name })}
        onDone={() => navigate(shippingCard.to("main"))}
      />
    </Stack>
  );
}
