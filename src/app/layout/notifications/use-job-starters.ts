// Who started each batch job, as the panel says it: "you" for the signed-in
// user; anyone else by name, from the users list (fetched only when a job of
// someone else is listed, and kept a while: team names rarely change).
import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { getUsersOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { BatchJob } from "@generated/admin/types.gen";
import { useSession } from "@app/providers/session";
import { userName } from "@app/lib/person-name";

const USERS_FRESH_MS = 5 * 60_000;

/** The starter of a job: the signed-in user, another user's name, or null when unknown (no user, or one since deleted). */
export type JobStarter = { me: true } | { me: false; name: string | null };

export function useJobStarters(jobs: readonly BatchJob[]) {
  const me = useSession().data?.user.id;
  const othersListed = jobs.some((job) => job.created_by && job.created_by !== me);
  const users = useQuery({ ...getUsersOptions(), enabled: othersListed, staleTime: USERS_FRESH_MS, select: (d) => d.users });
  const { data } = users;
  return useCallback(
    (job: BatchJob): JobStarter => {
      if (job.created_by && job.created_by === me) return { me: true };
      const user = data?.find((u) => u.id === job.created_by);
      return { me: false, name: user ? userName(user) : null };
    },
    [me, data],
  );
}
