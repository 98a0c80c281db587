// Toasts: top right, 380 px wide, title, message, close button and a status
// icon (success, warning, error, info); each lasts 3000 ms.
import { Toaster as ChakraToaster, CloseButton, createToaster, Portal, Stack, Toast } from "@chakra-ui/react";

export const TOAST_DURATION_MS = 3000;
export const TOAST_WIDTH_PX = 380;

export const toaster = createToaster({ placement: "top-end", duration: TOAST_DURATION_MS, pauseOnPageIdle: true });

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {(toast) => (
          <Toast.Root width={{ md: `${TOAST_WIDTH_PX}px` }} data-testid={`toast-${toast.type ?? "info"}`}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Toast.CloseTrigger>
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
