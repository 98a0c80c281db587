// The widgets of one zone, each isolated (see ./ExtensionBoundary.tsx).
// Loaded with the registration code (./register.ts), i.e. with the plugins.
import { Stack } from "@chakra-ui/react";
import { PluginScope } from "./ExtensionBoundary";
import type { ZoneWidgetsProps } from "./store";

export default function ZoneWidgets({ zone, entity, widgets }: ZoneWidgetsProps) {
  return (
    <Stack gap="4" {...(zone.endsWith("before") ? { mb: "4" } : { mt: "4" })} data-zone={zone}>
      {widgets.map(({ plugin, key, component: Widget }) => (
        <PluginScope key={key} plugin={plugin} kind="widget" where={zone}>
          <Widget zone={zone} entity={entity as never} />
        </PluginScope>
      ))}
    </Stack>
  );
}
