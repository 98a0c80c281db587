// Paths under /a/ that belong to the dashboard's own pages (present and
// planned, as their sections declare them), so that a plugin cannot hide or shadow one of them.
import { matchPath } from "react-router-dom";
import { settingsCards, sidebarSections } from "@app/routes/sections";

/** "loyalty/", "//loyalty" -> "/loyalty"; "" and "/" stay "/". */
export function normalizePath(path: string) {
  const trimmed = path.split("/").filter(Boolean).join("/");
  return `/${trimmed}`;
}

export const joinPaths = (parent: string, child: string) => normalizePath(`${parent}/${child}`);

// Paths of the official v1 admin that have no section here (yet), kept free
// so that a plugin written for v1 does not take them.
const V1_PATHS = ["/login", "/sales-channels", "/publishable-api-keys", "/oauth", "/oauth/:app_name"];

export const RESERVED_PATHS: readonly string[] = [
  ...sidebarSections.flatMap((section) => Object.values(section.routes).map((route) => joinPaths(section.path, route.path))),
  ...V1_PATHS,
];

/**
 * Whether two route patterns can claim the same address: either matches the
 * other read as an address (`/orders/:id` and `/orders/stats`, `/:page` and
 * `/orders`, `/orders/*` and `/orders`).
 */
export const overlaps = (a: string, b: string) =>
  matchPath({ path: a, end: true }, b) !== null || matchPath({ path: b, end: true }, a) !== null;

/** The dashboard path a plugin route (under /a/) would take, if any. */
export function reservedRoute(path: string): string | undefined {
  if (path === "/") return "/";
  if (path.startsWith("/settings")) return path;
  return RESERVED_PATHS.find((reserved) => overlaps(reserved, path));
}

/** The built-in settings page a plugin settings page (under /a/settings/) would take, if any. */
export function reservedSetting(path: string): string | undefined {
  const full = joinPaths("/settings", path);
  if (full === "/settings") return full;
  const builtIn = settingsCards.map((card) => `/${card.path}`);
  return builtIn.find((own) => full === own || full.startsWith(`${own}/`) || overlaps(own, full)) && full;
}
