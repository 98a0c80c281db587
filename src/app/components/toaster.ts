// The toast store: pages create toasts here; the view (ToasterView, loaded
// after the first paint so it stays off the login page's critical path)
// shows them top right, 380 px wide, each for 3000 ms.
import { createToaster } from "@chakra-ui/react";

export const TOAST_DURATION_MS = 3000;
export const TOAST_WIDTH_PX = 380;

export const toaster = createToaster({ placement: "top-end", duration: TOAST_DURATION_MS, pauseOnPageIdle: true });
