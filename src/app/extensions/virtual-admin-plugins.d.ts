// The module scripts/vite/admin-plugins.ts generates from admin-plugins.config.ts.
declare module "virtual:admin-plugins" {
  /** One loader per configured plugin, in the order of the configuration. */
  const loaders: Array<() => Promise<{ default?: unknown }>>;
  export default loaders;
  /** The configuration's entries, in the same order (named in messages about a plugin that failed to load). */
  export const sources: string[];
}
