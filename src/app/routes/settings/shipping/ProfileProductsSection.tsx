// A shipping profile's products (the server sends them all with the profile:
// products have no profile filter to page them by). Products are added in
// batch with the catalog's product picker: a product is in one profile, so
// adding it here takes it out of its current one. In a custom profile a
// product can be removed, which puts it back in the store's default profile
// (the server has no "no profile"); the built-in profiles lose products only
// to other profiles.
import { Link, Stack, Table, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { getShippingProfilesOptions, postShippingProfilesProfileMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { Product, ShippingProfile } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls/Button";
import { CellText } from "@app/components/data-table/CellText";
import { SectionCard } from "@app/components/detail/SectionCard";
import { ConfirmMutationDialog } from "@app/components/modals/ConfirmMutationDialog";
import { ProductStatusBadge } from "@app/components/product/ProductStatusBadge";
import { ProductPickerModal } from "@app/components/product-picker/ProductPickerModal";
import { toaster } from "@app/components/toaster";
import { productsSection } from "@app/routes/products/section";
import { isBuiltInProfile } from "./profile-form";

export function ProfileProductsSection({ profile }: { profile: ShippingProfile }) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const [removing, setRemoving] = useState<Product>();
  const add = useMutation(postShippingProfilesProfileMutation());
  const custom = !isBuiltInProfile(profile);
  const profiles = useQuery({ ...getShippingProfilesOptions(), enabled: custom });
  // Where a removed product goes; none for the built-in profiles (the list may be cached, read or not).
  const fallback = custom ? profiles.data?.shipping_profiles.find((p) => p.type === "default") : undefined;
  const products = profile.products ?? [];
  const title = t("settings.shipping.products.title");

  const addProducts = async (ids: string[]) => {
    // A refusal is toasted by the query client and keeps the picker open.
    await add.mutateAsync({ path: { id: profile.id }, body: { products: ids } });
    toaster.create({ type: "success", title: t("toast.success"), description: t("settings.shipping.products.added", { count: ids.length, name: profile.name }) });
  };

  return (
    <SectionCard
      title={title}
      action={
        <Button variant="secondary" size="small" onClick={() => setPicking(true)}>
          {t("settings.shipping.products.add")}
        </Button>
      }
    >
      <Stack gap="3">
        <Text color="fg.muted" textStyle="sm">
          {t("settings.shipping.products.help")}
        </Text>
        {products.length === 0 ? (
          <Text color="fg.muted" data-testid="profile-products-empty">
            {t("settings.shipping.products.empty")}
          </Text>
        ) : (
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" aria-label={title} minW="32rem">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t("productPicker.columns.product")}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t("productPicker.columns.status")}</Table.ColumnHeader>
                  {fallback && <Table.ColumnHeader textAlign="end">{t("settings.shipping.products.actions")}</Table.ColumnHeader>}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {products.map((product) => (
                  <Table.Row key={product.id}>
                    <Table.Cell>
                      <Link asChild>
                        <RouterLink to={productsSection.to("detail", { id: product.id })}>
                          <CellText>{product.title}</CellText>
                        </RouterLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell>
                      <ProductStatusBadge status={product.status} />
                    </Table.Cell>
                    {fallback && (
                      <Table.Cell textAlign="end">
                        <Button variant="ghost" size="small" aria-label={t("settings.shipping.products.removeOne", { title: product.title })} onClick={() => setRemoving(product)}>
                          {t("settings.shipping.products.remove")}
                        </Button>
                      </Table.Cell>
                    )}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Stack>
      <ProductPickerModal
        open={picking}
        onClose={() => setPicking(false)}
        title={t("settings.shipping.products.addTo", { name: profile.name })}
        exclude={products.map((p) => p.id)}
        onConfirm={addProducts}
      />
      {fallback && (
        <ConfirmMutationDialog
          open={removing !== undefined}
          onCancel={() => setRemoving(undefined)}
          mutation={postShippingProfilesProfileMutation()}
          variables={{ path: { id: fallback.id }, body: { products: removing ? [removing.id] : [] } }}
          title={t("settings.shipping.products.removeTitle", { title: removing?.title ?? "" })}
          description={t("settings.shipping.products.removeBody", { title: removing?.title ?? "", name: profile.name, fallback: fallback.name })}
          confirmLabel={t("settings.shipping.products.remove")}
          done={t("settings.shipping.products.removed", { title: removing?.title ?? "", fallback: fallback.name })}
          onDone={() => setRemoving(undefined)}
        />
      )}
    </SectionCard>
  );
}
