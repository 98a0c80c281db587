import { Alert } from "@chakra-ui/react";

/** A form-level message (the server refused, the network failed, ...). */
export function FormAlert({ status = "error", children }: { status?: "error" | "success" | "info"; children: string }) {
  return (
    <Alert.Root status={status} role={status === "error" ? "alert" : "status"}>
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}
