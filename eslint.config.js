// `npm run lint`: ESLint over the hand-written code (src/app, scripts, tests,
// plugins, mocks, config files). Rule sets without type information, so a
// run stays a few seconds on CI's two cores; `tsc` does the type checking.
import js from "@eslint/js";
import tanstackQuery from "@tanstack/eslint-plugin-query";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig([
  // src/generated is rewritten by `npm run codegen` (codegen.config.ts).
  globalIgnores(["src/generated/", "dist/", ".tmp/", "test-results/", "playwright-report/"]),
  { linterOptions: { reportUnusedDisableDirectives: "error" } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended, tanstackQuery.configs["flat/recommended"]],
  },
  {
    // The local test backend: CommonJS run by Node (scripts/backend/package.json).
    files: ["scripts/backend/**/*.js"],
    languageOptions: { sourceType: "commonjs", globals: globals.node },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
]);
