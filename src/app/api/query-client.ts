// TanStack Query defaults and the one cache rule of the app: after a
// successful mutation, every cached query of the same API resource (the
// contract's operation tag, carried in generated query keys and mutation
// meta) is refetched; except the queries of a resource just deleted (same
// path template, same path parameters), which are only marked stale:
// refetched at once, they would answer 404 while their page navigates away.
import { type Mutation, MutationCache, QueryCache, QueryClient, type Query } from "@tanstack/react-query";
import { ApiError, isUnauthorized } from "./errors";

const FRESH_FOR_MS = 90_000;
const KEEP_UNUSED_MS = 5 * 60_000;

const tagsOfQuery = (query: Query): readonly string[] => {
  const head = query.queryKey[0] as { tags?: readonly string[] } | undefined;
  return head?.tags ?? [];
};

export interface QueryClientHooks {
  /** A call answered 401: the session is gone. */
  onUnauthorized?: () => void;
  /** A mutation failed and its page does not show the error itself. */
  onMutationError?: (error: unknown) => void;
}

/** Marks mutation options whose page shows their errors inline (no toast). */
export const inlineErrors = <T extends { meta?: Record<string, unknown> }>(options: T): T => ({
  ...options,
  meta: { ...options.meta, errors: "inline" },
});

/**
 * Mutation options that also refresh the queries of other resources (tags):
 * for a change the contract files under one resource that others show too.
 */
export const alsoRefreshes = <T extends { meta?: Record<string, unknown> }>(options: T, ...tags: string[]): T => ({
  ...options,
  meta: { ...options.meta, tags: [...((options.meta?.tags as string[] | undefined) ?? []), ...tags] },
});

type PathParams = Record<string, unknown> | undefined;
const samePath = (a: PathParams, b: PathParams) => JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});

/** The cached queries reading the resource a DELETE mutation removed. */
const readsDeleted = (mutation: Mutation<unknown, unknown, unknown, unknown>, variables: unknown) => (query: Query) =>
  mutation.meta?.method === "DELETE" &&
  query.meta?.path === mutation.meta.path &&
  samePath((query.queryKey[0] as { path?: PathParams } | undefined)?.path, (variables as { path?: PathParams } | undefined)?.path);

const showsErrorsInline = (mutation: Mutation<unknown, unknown, unknown, unknown>) => mutation.meta?.errors === "inline";

export function createQueryClient(hooks: QueryClientHooks = {}) {
  const onError = (error: unknown) => {
    if (isUnauthorized(error)) hooks.onUnauthorized?.();
  };
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        staleTime: FRESH_FOR_MS,
        gcTime: KEEP_UNUSED_MS,
        // One retry, and none for answers that will not change (4xx).
        retry: (failures, error) => {
          const status = error instanceof ApiError ? error.status : undefined;
          return failures < 1 && (status === undefined || status >= 500);
        },
      },
    },
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        onError(error);
        if (!isUnauthorized(error) && !showsErrorsInline(mutation)) hooks.onMutationError?.(error);
      },
      onSuccess: (_data, variables, _ctx, mutation) => {
        const tags = (mutation.meta?.tags as readonly string[] | undefined) ?? [];
        if (tags.length === 0) return;
        const deleted = readsDeleted(mutation, variables);
        void client.invalidateQueries({ predicate: deleted, refetchType: "none" });
        return client.invalidateQueries({ predicate: (q) => !deleted(q) && tagsOfQuery(q).some((t) => tags.includes(t)) });
      },
    }),
  });
  return client;
}
