// The product's images: upload (POST /admin/uploads, one file per call), pick
// the thumbnail, reorder (buttons or drag and drop), remove; Save sends the
// list of URLs and the thumbnail. Changes are a draft until saved.
// The v1 server keeps images it already has in its own order: a new order is
// sent but may come back as it was.
import { Badge, Box, chakra, HStack, IconButton, Image, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { postProductsProductMutation, postUploadsMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { Product } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls";
import { TrashIcon } from "@app/components/controls/icons";
import { toaster } from "@app/components/toaster";
import { SectionCard } from "@app/components/detail/SectionCard";

interface Media {
  images: string[];
  thumbnail: string | null;
}

const mediaOf = (p: Product): Media => ({ images: p.images?.map((i) => i.url) ?? [], thumbnail: p.thumbnail });

const move = (list: string[], from: number, to: number) => {
  const next = [...list];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
};

export function MediaSection({ product }: { product: Product }) {
  const { t } = useTranslation();
  const saved = mediaOf(product);
  const [draft, setDraft] = useState<Media | null>(null);
  const media = draft ?? saved;
  const dragged = useRef<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useMutation(postUploadsMutation());
  const update = useMutation(postProductsProductMutation());

  // From the latest draft, not this render's: an upload finishes renders later.
  const change = (next: (current: Media) => Partial<Media>) =>
    setDraft((draft) => {
      const current = draft ?? saved;
      return { ...current, ...next(current) };
    });
  const remove = (url: string) => change((m) => ({ images: m.images.filter((u) => u !== url), thumbnail: m.thumbnail === url ? null : m.thumbnail }));
  const reorder = (from: number, to: number) => to >= 0 && to < media.images.length && change((m) => ({ images: move(m.images, from, to) }));

  const addFiles = async (files: File[]) => {
    const results = await Promise.allSettled(files.map((file) => upload.mutateAsync({ body: { files: file } })));
    const urls = results.flatMap((r) => (r.status === "fulfilled" ? r.value.uploads.map((u) => u.url) : []));
    if (urls.length > 0) change((m) => ({ images: [...m.images, ...urls], thumbnail: m.thumbnail ?? urls[0] }));
  };
  const save = async () => {
    if (!draft) return;
    try {
      await update.mutateAsync({ path: { id: product.id }, body: { images: draft.images, thumbnail: draft.thumbnail } });
    } catch {
      return; // toasted; the draft stays
    }
    setDraft(null);
    toaster.create({ type: "success", title: t("toast.success"), description: t("products.detail.saved") });
  };

  return (
    <SectionCard
      title={t("products.detail.media")}
      action={
        <HStack>
          <chakra.input
            ref={fileInput}
            type="file"
            accept="image/*"
            multiple
            display="none"
            aria-label={t("products.detail.uploadImages")}
            onChange={(e) => {
              void addFiles([...(e.target.files ?? [])]);
              e.target.value = "";
            }}
          />
          <Button variant="secondary" size="small" loading={upload.isPending} onClick={() => fileInput.current?.click()}>
            {t("products.detail.uploadImages")}
          </Button>
          {draft && (
            <>
              <Button variant="ghost" size="small" disabled={update.isPending} onClick={() => setDraft(null)}>
                {t("common.cancel")}
              </Button>
              <Button size="small" loading={update.isPending} onClick={save}>
                {t("products.detail.saveMedia")}
              </Button>
            </>
          )}
        </HStack>
      }
    >
      {media.images.length === 0 ? (
        <Text color="fg.muted">{t("products.detail.noImages")}</Text>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap="4">
          {media.images.map((url, index) => {
            const name = t("products.detail.imageN", { n: index + 1 });
            return (
              <Stack
                as="li"
                key={url}
                aria-label={name}
                gap="2"
                draggable
                onDragStart={() => (dragged.current = index)}
                onDragOver={(e) => e.preventDefault()}
                onDrop={() => dragged.current !== null && reorder(dragged.current, index)}
              >
                <Box position="relative" borderWidth="1px" rounded="md" overflow="hidden">
                  <Image src={url} alt={name} aspectRatio="1" objectFit="cover" w="full" />
                  {media.thumbnail === url && (
                    <Badge position="absolute" top="2" left="2" colorPalette="blue">
                      {t("products.detail.thumbnail")}
                    </Badge>
                  )}
                </Box>
                <HStack gap="1" wrap="wrap">
                  <Button variant="ghost" size="small" disabled={media.thumbnail === url} onClick={() => change(() => ({ thumbnail: url }))}>
                    {t("products.detail.makeThumbnail")}
                  </Button>
                  <IconButton size="xs" variant="ghost" aria-label={t("products.detail.moveUp", { name })} disabled={index === 0} onClick={() => reorder(index, index - 1)}>
                    ↑
                  </IconButton>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={t("products.detail.moveDown", { name })}
                    disabled={index === media.images.length - 1}
                    onClick={() => reorder(index, index + 1)}
                  >
                    ↓
                  </IconButton>
                  <IconButton size="xs" variant="ghost" aria-label={t("products.detail.removeImage", { name })} onClick={() => remove(url)}>
                    <TrashIcon />
                  </IconButton>
                </HStack>
              </Stack>
            );
          })}
        </SimpleGrid>
      )}
    </SectionCard>
  );
}
