// The extensions as React sees them: the store in WidgetContext, hooks to read
// it, and the zone slot pages render. Small on purpose (it is on every page's
// path): the widgets' renderer (./ZoneWidgets.tsx) comes with the registered
// plugins, in the store's snapshot.
import { createContext, type ReactNode, useContext, useSyncExternalStore } from "react";
import { emptySnapshot, type ExtensionSnapshot, type ExtensionStore, type RegisteredWidget } from "./store";
import type { ZoneEntity, ZoneName } from "./zones";

export const WidgetContext = createContext<ExtensionStore | null>(null);

export function ExtensionsProvider({ store, children }: { store: ExtensionStore; children: ReactNode }) {
  return <WidgetContext.Provider value={store}>{children}</WidgetContext.Provider>;
}

// Outside a provider (a page's own unit test) there are no extensions, and
// no plugins are loading.
const noStore: ExtensionStore = { subscribe: () => () => {}, getSnapshot: () => standalone, set: () => {} };
const standalone = emptySnapshot("ready");

/** Everything registered so far; an empty, ready snapshot outside an ExtensionsProvider. */
export function useExtensions(): ExtensionSnapshot {
  const store = useContext(WidgetContext) ?? noStore;
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}

const none: RegisteredWidget[] = [];

/** The widgets registered for a zone (none until the plugins have loaded). */
export function useWidgets(zone: ZoneName): RegisteredWidget[] {
  const store = useContext(WidgetContext);
  if (!store) throw new Error("useWidgets must be used within a WidgetContext");
  return useSyncExternalStore(store.subscribe, store.getSnapshot).widgets[zone] ?? none;
}

/**
 * Where a page shows the widgets of one zone, e.g. on a detail page
 * `<WidgetZone name="order.details.before" entity={order} />`. Renders
 * nothing while the zone is empty, and nothing outside an ExtensionsProvider.
 */
export function WidgetZone<Z extends ZoneName>({ name, entity }: { name: Z; entity?: ZoneEntity<Z> }) {
  const store = useContext(WidgetContext);
  if (!store) return null;
  return <ZoneSlot name={name} entity={entity} />;
}

function ZoneSlot({ name, entity }: { name: ZoneName; entity: unknown }) {
  const widgets = useWidgets(name);
  const { ZoneWidgets } = useExtensions();
  if (widgets.length === 0 || !ZoneWidgets) return null;
  return <ZoneWidgets zone={name} entity={entity} widgets={widgets} />;
}
