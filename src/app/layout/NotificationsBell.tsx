// The bell in the top bar: the signed-in user's batch jobs of the last month
// (the polling provider's list, no poll of its own), with a badge counting
// those not seen yet. The panel and its logic load on first use (prefetched
// when the pointer or the focus reaches the bell); its texts are the pages'
// (i18n/page-texts.tsx), which the first page after sign-in may not have yet.
import { Box, createIcon, IconButton } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { stroke } from "@app/components/controls/field/icons";
import { PageTexts } from "@app/i18n/page-texts";
import { usePolling } from "@app/providers/polling/PollingProvider";
import { useSeenJobs } from "./notifications/seen-jobs";

const loadPanel = () => import("./notifications/NotificationsPanel");
const NotificationsPanel = lazy(loadPanel);

const BellIcon = createIcon({
  displayName: "BellIcon",
  defaultProps: stroke,
  path: <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />,
});

/** More than this shows as "99+". */
const BADGE_MAX = 99;

export function NotificationsBell() {
  const { t } = useTranslation();
  const { batchJobs } = usePolling();
  const { unseen, markAllSeen } = useSeenJobs(batchJobs);
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing animates and reopening is instant.
  const [used, setUsed] = useState(false);
  const count = unseen.length;
  // The button's name holds the badge's text as shown (axe: a visible label is part of the name).
  const shown = count > BADGE_MAX ? t("shell.notifications.badgeMax", { unseen: BADGE_MAX }) : t("shell.notifications.badge", { unseen: count });
  const prefetch = () => void loadPanel();
  return (
    <>
      <IconButton
        variant="ghost"
        size="sm"
        position="relative"
        aria-label={count > 0 ? t("shell.notifications.openUnseen", { count, shown }) : t("shell.notifications.open")}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <BellIcon />
        {count > 0 && (
          <Box
            as="span"
            aria-hidden
            data-testid="notifications-badge"
            position="absolute"
            top="0"
            insetEnd="0"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            minW="4"
            h="4"
            px="1"
            borderRadius="full"
            bg="red.solid"
            color="red.contrast"
            fontSize="2xs"
            fontWeight="semibold"
            lineHeight="1"
          >
            {shown}
          </Box>
        )}
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <PageTexts>
            <NotificationsPanel open={open} onClose={() => setOpen(false)} unseen={unseen} onMarkAllSeen={markAllSeen} />
          </PageTexts>
        </Suspense>
      )}
    </>
  );
}
