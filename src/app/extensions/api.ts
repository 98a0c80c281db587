// The server API for plugins, as `@admin/api`: the same generated TanStack
// Query options, keys, mutations and types the built-in pages use, the
// `custom()` helper for a plugin's own endpoints, and the connection.
export * from "@generated/admin/@tanstack/react-query.gen";
export type * from "@generated/admin/types.gen";
export { custom, type CustomMethod } from "@app/api/custom";
export { useMedusa } from "@app/providers/medusa";
