// The icon every field may draw (its delete button), apart from ../icons.tsx,
// which exports it with the others: a page with fields, like the sign-in
// page, then does not carry every icon. Also the stroke all icons share.
import { createIcon } from "@chakra-ui/react";

export const stroke = { fill: "none", stroke: "currentColor", strokeWidth: 2, strokeLinecap: "round", strokeLinejoin: "round", boxSize: "1em" } as const;

export const TrashIcon = createIcon({
  displayName: "TrashIcon",
  defaultProps: stroke,
  path: <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />,
});
