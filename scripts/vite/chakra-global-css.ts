// Chakra's global styles (preflight, global CSS and every token's CSS
// variable) as a static stylesheet, `virtual:chakra-global.css`, instead of
// styles that Emotion serialises, hashes and inserts at start-up: that took
// ~100 ms of script before the sign-in form could show. The app renders
// Chakra with `withoutGlobalStyles(system)` (src/app/theme/system.ts), and
// imports this sheet in main.tsx. Tests render with the full system.
import { serializeStyles } from "@emotion/serialize";
import { compile, middleware, prefixer, serialize, stringify } from "stylis";
import { type Plugin, runnerImport } from "vite";

const ID = "virtual:chakra-global.css";
const SYSTEM = "src/app/theme/system.ts";

interface ChakraSystem {
  layers: { atRule: string };
  _global: unknown[];
}

/** What Emotion's <Global> would insert for these styles, as CSS text. */
const cssOf = (styles: unknown) =>
  serialize(compile(serializeStyles([styles as never]).styles), middleware([prefixer, stringify]));

export function chakraGlobalCss(): Plugin {
  return {
    name: "chakra-global-css",
    resolveId: (id) => (id === ID ? ID : undefined),
    async load(id) {
      if (id !== ID) return undefined;
      this.addWatchFile(SYSTEM);
      // The system module alone, without this project's config (its plugins include this one).
      const { module } = await runnerImport<{ system: ChakraSystem }>(SYSTEM, { configFile: false, logLevel: "silent" });
      return [module.system.layers.atRule, ...module.system._global.map(cssOf)].join("\n");
    },
  };
}
