// The dashboard's extensions: provides the app's store and loads the
// configured plugins once the first page has rendered and the browser is
// idle, so that no plugin code is on the sign-in page's critical path.
import { type ReactNode, useEffect } from "react";
import { i18n } from "@app/i18n/i18n";
import { ExtensionsProvider } from "./context";
import { appExtensions } from "./store";

let started = false;

function loadAppPlugins() {
  if (started) return; // once per page load (StrictMode runs effects twice)
  started = true;
  const load = () =>
    void import("./load-plugins")
      .then(({ loadPlugins }) => loadPlugins(appExtensions, i18n))
      .catch((error: unknown) => {
        // Without the loader there are no plugins; pages waiting for them may stop waiting.
        console.error("[admin-plugins] The plugins could not be loaded:", error);
        appExtensions.set({ ...appExtensions.getSnapshot(), status: "ready" });
      });
  if ("requestIdleCallback" in window) requestIdleCallback(load, { timeout: 1000 });
  else setTimeout(load, 1);
}

export function AppExtensions({ children }: { children: ReactNode }) {
  useEffect(loadAppPlugins, []);
  return <ExtensionsProvider store={appExtensions}>{children}</ExtensionsProvider>;
}
