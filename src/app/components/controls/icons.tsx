// The few line icons the controls and modals draw (24 px grid, 2 px stroke),
// so that no icon library enters the bundle.
import { createIcon } from "@chakra-ui/react";
import { stroke } from "./field/icons";

// Defined beside the field frame, which draws it (see field/icons.tsx).
export { TrashIcon } from "./field/icons";

export const InfoIcon = createIcon({
  displayName: "InfoIcon",
  defaultProps: stroke,
  path: [<circle key="c" cx="12" cy="12" r="10" />, <path key="p" d="M12 16v-4M12 8h.01" />],
});

export const MinusIcon = createIcon({ displayName: "MinusIcon", defaultProps: stroke, path: <path d="M5 12h14" /> });

export const PlusIcon = createIcon({ displayName: "PlusIcon", defaultProps: stroke, path: <path d="M12 5v14M5 12h14" /> });

/** Points to where the reader came from: left in left-to-right text, right in right-to-left text. */
export const BackArrowIcon = createIcon({
  displayName: "BackArrowIcon",
  defaultProps: { ...stroke, _rtl: { transform: "scaleX(-1)" } },
  path: <path d="M19 12H5M12 19l-7-7 7-7" />,
});

/** Points into what it opens: right in left-to-right text, left in right-to-left text. */
export const ChevronIcon = createIcon({
  displayName: "ChevronIcon",
  defaultProps: { ...stroke, _rtl: { transform: "scaleX(-1)" } },
  path: <path d="M9 6l6 6-6 6" />,
});

export const MoreIcon = createIcon({
  displayName: "MoreIcon",
  defaultProps: stroke,
  path: [<circle key="a" cx="5" cy="12" r="1" />, <circle key="b" cx="12" cy="12" r="1" />, <circle key="c" cx="19" cy="12" r="1" />],
});

export const GripIcon = createIcon({
  displayName: "GripIcon",
  defaultProps: stroke,
  path: [<circle key="a" cx="9" cy="6" r="1" />, <circle key="b" cx="9" cy="12" r="1" />, <circle key="c" cx="9" cy="18" r="1" />, <circle key="d" cx="15" cy="6" r="1" />, <circle key="e" cx="15" cy="12" r="1" />, <circle key="f" cx="15" cy="18" r="1" />],
});

export const CopyIcon = createIcon({
  displayName: "CopyIcon",
  defaultProps: stroke,
  path: [<rect key="r" x="9" y="9" width="12" height="12" rx="2" />, <path key="p" d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />],
});

export const CheckIcon = createIcon({ displayName: "CheckIcon", defaultProps: stroke, path: <path d="M20 6 9 17l-5-5" /> });
