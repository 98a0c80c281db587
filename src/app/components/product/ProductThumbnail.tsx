// A product's thumbnail in a list row; an empty tile when it has none, so titles stay aligned.
import { Box, Image } from "@chakra-ui/react";

export function ProductThumbnail({ src }: { src: string | null | undefined }) {
  return src ? (
    <Image src={src} alt="" boxSize="8" rounded="sm" objectFit="cover" flexShrink={0} />
  ) : (
    <Box boxSize="8" rounded="sm" bg="bg.muted" flexShrink={0} aria-hidden />
  );
}
