// Mounts the toast view once the page is idle: no toast can precede the first
// paint, and the view's code then stays out of the first page's JavaScript.
import { lazy, Suspense, useEffect, useState } from "react";

const ToasterView = lazy(() => import("./ToasterView"));

export function DeferredToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const ready = () => setReady(true);
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(ready, { timeout: 1500 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(ready, 200);
    return () => clearTimeout(id);
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
