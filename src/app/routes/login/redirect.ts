// Where to go after signing in: back to the admin page that asked for it.
import type { Location } from "react-router-dom";
import { hasSignedOut } from "@app/providers/session";
import { ADMIN_ROOT, mainPath } from "@app/routes/section";
import { homeSection } from "@app/routes/sections";

const NEXT = "next";
const DEFAULT_PAGE = mainPath(homeSection);

/** The sign-in page, naming the page to come back to unless the user signed out. */
export const loginPath = (from: Pick<Location, "pathname" | "search">) =>
  hasSignedOut() ? "/login" : `/login?${new URLSearchParams({ [NEXT]: from.pathname + from.search })}`;

/** Only admin pages of this app are valid targets (no open redirect). */
export function afterLoginPath(search: string) {
  const next = new URLSearchParams(search).get(NEXT);
  return next && next.startsWith(`${ADMIN_ROOT}/`) ? next : DEFAULT_PAGE;
}
