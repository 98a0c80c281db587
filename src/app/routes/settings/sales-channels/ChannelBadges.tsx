// A sales channel's state as badges: enabled or disabled, and "Default" for
// the store's default channel.
import { Badge, HStack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { SalesChannel } from "@generated/admin/types.gen";

export function ChannelBadges({ channel, isDefault }: { channel: Pick<SalesChannel, "is_disabled">; isDefault: boolean }) {
  const { t } = useTranslation();
  return (
    <HStack gap="2">
      <Badge size="sm" colorPalette={channel.is_disabled ? "gray" : "green"}>
        {t(channel.is_disabled ? "settings.salesChannels.status.disabled" : "settings.salesChannels.status.enabled")}
      </Badge>
      {isDefault && (
        <Badge size="sm" colorPalette="blue">
          {t("settings.salesChannels.status.default")}
        </Badge>
      )}
    </HStack>
  );
}
