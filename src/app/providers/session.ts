// The signed-in admin user, read through the generated auth query, and what
// starting or ending a session does to what the browser keeps.
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { getAuthOptions, getAuthQueryKey } from "@generated/admin/@tanstack/react-query.gen";
import type { GetAuthResponse } from "@generated/admin/types.gen";
import { clearSessionCart } from "./session-cart/session-cart-storage";

export function useSession() {
  return useQuery({ ...getAuthOptions(), retry: false, staleTime: Infinity });
}

/** The user signed out here: the way to the sign-in page names no page to come back to (routes/login/redirect.ts). */
let signedOut = false;
export const hasSignedOut = () => signedOut;

/**
 * Signing out: forgets the session. The shell stays on screen while the
 * sign-in page loads, and the requests it makes meanwhile answer 401: none of
 * them may send the user to `/login?next=` the page they left.
 */
export function endSession(queryClient: QueryClient) {
  signedOut = true;
  forgetSession(queryClient);
}

/**
 * Signing out, or a session the server ended: nothing of the user's may stay
 * for whoever signs in next in this browser. The cached answers go (the
 * tab's copy follows the cache: api/tab-cache.ts), and the session cart. The
 * user's list preferences stay, under their id (use-user-preference.ts).
 */
export function forgetSession(queryClient: QueryClient) {
  queryClient.clear();
  clearSessionCart();
}

/**
 * A sign-in starts from nothing: what is cached may be another user's (the
 * sign-in page opened while signed in, a tab's cache restored on reload),
 * and would show until fetched again.
 */
export function startSession(queryClient: QueryClient, session: GetAuthResponse) {
  signedOut = false;
  forgetSession(queryClient);
  queryClient.setQueryData(getAuthQueryKey(), session);
}
