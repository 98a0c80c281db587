import { Center, Spinner } from "@chakra-ui/react";

/** Shown while a route's code or data loads: a centred spinner on grey. */
export function RouteSpinner({ fullScreen = true }: { fullScreen?: boolean }) {
  return (
    <Center bg="bg.muted" minH={fullScreen ? "100dvh" : "60vh"} w="full" data-testid="route-spinner">
      <Spinner size="lg" color="fg.muted" />
    </Center>
  );
}
