// The signed-in admin user, read through the generated auth query.
import { useQuery } from "@tanstack/react-query";
import { getAuthOptions } from "@generated/admin/@tanstack/react-query.gen";

export function useSession() {
  return useQuery({ ...getAuthOptions(), retry: false, staleTime: Infinity });
}
