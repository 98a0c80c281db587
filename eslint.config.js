// `npm run lint`: ESLint over the hand-written code (src/app, scripts, tests,
// plugins, mocks, config files). Rule sets without type information: a cold
// run costs ~20 s of CPU, where typed rules would add tsc's minute again; `tsc`
// does the type checking.
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
    // As tsc: a leading `_` names a parameter kept for its position or type; `{ a, ...rest }` leaves `a` out of rest.
    rules: { "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", ignoreRestSiblings: true }] },
  },
  {
    // React code only: the React Compiler behind react-hooks' rules is most of a run's time.
    files: ["src/**/*.{ts,tsx}", "plugins/**/*.{ts,tsx}", "tests/support/**/*.{ts,tsx}", "**/*.tsx"],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended, tanstackQuery.configs["flat/recommended"]],
    rules: {
      // autoFocus is only on the first field of what the user has just opened (a dialog, a sign-in
      // or create page, a price cell put in edit mode), where the WAI-ARIA dialog pattern puts focus.
      "jsx-a11y/no-autofocus": "off",
    },
  },
  {
    // Playwright reads a fixture's or hook's dependencies from its destructured first parameter: `{}` when none.
    files: ["tests/e2e-*/**"],
    rules: { "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }] },
  },
  {
    // The local test backend: CommonJS run by Node (scripts/backend/package.json).
    files: ["scripts/backend/**/*.js"],
    languageOptions: { sourceType: "commonjs", globals: globals.node },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
]);
