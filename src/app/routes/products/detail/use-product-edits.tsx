// The product page's "edit …" actions: for each, its title and its modal
// (schema, the form values read from the product, the request made from them
// and the fields to show).
import type { ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod/mini";
import type { Product } from "@generated/admin/types.gen";
import { metadataBody, metadataRows, metadataRowsSchema, type MetadataValues } from "@app/components/form/metadata-form";
import { MetadataFields } from "@app/components/form/MetadataFields";
import { AttributeFields } from "../components/AttributeFields";
import { GeneralFields } from "../components/GeneralFields";
import { OrganisationFields } from "../components/OrganisationFields";
import {
  attributesBody,
  attributesSchema,
  attributeValues,
  generalBody,
  generalSchema,
  generalValues,
  organisationBody,
  organisationSchema,
  organisationValues,
} from "../components/product-form";
import { useOrganisationLists } from "../components/use-organisation-lists";
import { EditProductModal, type ProductEdit } from "./EditProductModal";

export type EditKind = "general" | "organisation" | "attributes" | "salesChannels" | "metadata";

export interface EditAction {
  title: string;
  modal: (onClose: () => void) => ReactNode;
}

export function useProductEdits(product: Product): Record<EditKind, EditAction> {
  const { t } = useTranslation();
  const lists = useOrganisationLists();
  const { sales_channels, ...organisation } = organisationValues(product);
  // Either part of the organisation is sent whole for the keys that changed.
  const organisationToBody = (v: Partial<typeof organisation & { sales_channels: string[] }>) =>
    organisationBody({ ...organisationValues(product), ...v }, lists);
  const action = <T extends FieldValues>(edit: ProductEdit<T>): EditAction => ({
    title: edit.title,
    modal: (onClose) => <EditProductModal productId={product.id} edit={edit} onClose={onClose} />,
  });
  return {
    general: action({
      title: t("products.detail.editGeneral"),
      schema: generalSchema,
      initial: generalValues(product),
      toBody: generalBody,
      fields: <GeneralFields giftCard={product.is_giftcard} />,
    }),
    organisation: action({
      title: t("products.detail.editOrganisation"),
      schema: z.omit(organisationSchema, { sales_channels: true }),
      initial: organisation,
      toBody: organisationToBody,
      fields: <OrganisationFields lists={lists} fields={["type", "collection_id", "tags", "categories"]} />,
    }),
    attributes: action({
      title: t("products.detail.editAttributes"),
      schema: attributesSchema,
      initial: attributeValues(product),
      toBody: attributesBody,
      fields: <AttributeFields />,
    }),
    salesChannels: action({
      title: t("products.detail.editSalesChannels"),
      schema: z.pick(organisationSchema, { sales_channels: true }),
      initial: { sales_channels },
      toBody: organisationToBody,
      fields: <OrganisationFields lists={lists} fields={["sales_channels"]} />,
    }),
    metadata: action({
      title: t("products.detail.editMetadata"),
      schema: z.object({ metadata: metadataRowsSchema }),
      initial: { metadata: metadataRows(product.metadata) },
      toBody: (v: MetadataValues) => ({ metadata: metadataBody(product.metadata, v.metadata) }),
      fields: <MetadataFields />,
    }),
  };
}
