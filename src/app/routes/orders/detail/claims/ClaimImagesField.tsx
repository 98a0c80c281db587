// A claimed item's images: files chosen are uploaded at once (POST
// /admin/uploads, one file per call, as the product media do) and their
// addresses kept in the form; the claim then sends the addresses. A failed
// upload is toasted by the query client and leaves the others.
import { chakra, HStack, IconButton, Image, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { useRef } from "react";
import { type Control, type FieldPath, type FieldValues, useController, type UseFormGetValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { postUploadsMutation } from "@generated/admin/@tanstack/react-query.gen";
import { Button } from "@app/components/controls";
import { TrashIcon } from "@app/components/controls/icons";

interface ClaimImagesFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** Where the image addresses are (a string array). */
  name: FieldPath<T>;
  title: string;
  getValues: UseFormGetValues<T>;
}

export function ClaimImagesField<T extends FieldValues>({ control, name, title, getValues }: ClaimImagesFieldProps<T>) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useMutation(postUploadsMutation());
  const {
    field: { value, onChange },
  } = useController({ control, name });
  const urls = (value ?? []) as string[];
  const addFiles = async (files: File[]) => {
    const results = await Promise.allSettled(files.map((file) => upload.mutateAsync({ body: { files: file } })));
    const added = results.flatMap((r) => (r.status === "fulfilled" ? r.value.uploads.map((u) => u.url) : []));
    // Uploads end after renders: add to the form's latest list, not this render's.
    if (added.length > 0) onChange([...((getValues(name) ?? []) as string[]), ...added]);
  };
  const label = t("orders.claims.create.images", { title });
  return (
    <Stack gap="2" role="group" aria-label={label}>
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text textStyle="sm" fontWeight="medium">
          {label}
        </Text>
        <chakra.input
          ref={fileInput}
          type="file"
          accept="image/*"
          multiple
          display="none"
          aria-label={t("orders.claims.create.addImages", { title })}
          onChange={(e) => {
            const files = [...(e.currentTarget.files ?? [])];
            e.currentTarget.value = "";
            if (files.length > 0) void addFiles(files);
          }}
        />
        <Button variant="secondary" size="small" loading={upload.isPending} onClick={() => fileInput.current?.click()}>
          {t("orders.claims.create.addImagesButton")}
        </Button>
      </HStack>
      {urls.length > 0 && (
        <HStack as="ul" gap="2" wrap="wrap" listStyleType="none">
          {urls.map((url, i) => (
            <HStack as="li" key={url} gap="1">
              <Image src={url} alt={t("orders.claims.image", { number: i + 1 })} w="12" h="12" objectFit="cover" rounded="md" />
              <IconButton size="xs" variant="ghost" aria-label={t("orders.claims.create.removeImage", { number: i + 1 })} onClick={() => onChange(urls.filter((u) => u !== url))}>
                <TrashIcon />
              </IconButton>
            </HStack>
          ))}
        </HStack>
      )}
    </Stack>
  );
}
