// The dashboard each end-to-end tier builds and previews. E2E_PORT and
// E2E_DIST move it (default 4173 and dist/), and MEDUSA_MOCK_PORT moves the
// Prism mock, so two runs can go side by side without sharing a server or a
// build folder (the test backend's CORS allows ports 4173-4184).
export const E2E_PORT = Number(process.env.E2E_PORT || 4173);
export const E2E_DIST = process.env.E2E_DIST || "dist";
export const e2eBaseURL = `http://127.0.0.1:${E2E_PORT}`;

/**
 * Playwright's `webServer`: `npm run build` then `npm run preview` of E2E_DIST
 * on E2E_PORT. E2E_REUSE=1 reuses a preview already serving there (while
 * iterating on tests; the server's backend is then the caller's business).
 * Every response the pages get is checked against its generated schema: a
 * mismatch is a console error, which fails the test (fixtures.ts).
 */
export const e2eWebServer = (env: Record<string, string>, reuseExistingServer: boolean) => ({
  // E2E_BUILT=1: E2E_DIST is already this tree's build (`npm test` builds once for both tiers)
  command: `${process.env.E2E_BUILT === "1" ? "" : `npm run build -- --outDir ${E2E_DIST} && `}npm run preview -- --outDir ${E2E_DIST} --port ${E2E_PORT}`,
  url: e2eBaseURL,
  reuseExistingServer: reuseExistingServer || process.env.E2E_REUSE === "1",
  timeout: 240_000,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
  env: { MEDUSA_VALIDATE_RESPONSES: "error", ...env },
});
