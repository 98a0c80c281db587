// Mounts the toast view when the first toast is created: its code stays out of
// the first page's JavaScript, and the view shows the toasts already queued.
import { lazy, Suspense, useEffect, useState } from "react";
import { toaster } from "./toaster";

const ToasterView = lazy(() => import("./ToasterView"));

export function DeferredToaster() {
  const [needed, setNeeded] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => (needed ? undefined : toaster.subscribe(() => setNeeded(true))), [needed]);
  return needed ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
