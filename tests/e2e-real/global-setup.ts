// Brings up the real Medusa server with its seed data (idempotent: ~2 s when
// it is already running) and stops the run with up.sh's own message if that
// fails; then gives the seeded admin its usage-data answer.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { BACKEND_URL, ensureAdminUsagePreferences } from "./backend.ts";

export default async function globalSetup() {
  const env: NodeJS.ProcessEnv = { ...process.env, MEDUSA_BACKEND_URL: BACKEND_URL };
  // up.sh refuses to switch modes under a running server: follow the mode
  // that is up (the tests do not depend on it) unless one is asked for.
  if (env.MEDUSA_INVENTORY === undefined) {
    const work = env.MEDUSA_WORK_DIR ?? "/tmp/medusa-admin-backend";
    const mode = readOrEmpty(`${work}/medusa.mode`);
    if (mode === "inventory") env.MEDUSA_INVENTORY = "1";
  }
  const started = Date.now();
  const up = spawnSync("scripts/backend/up.sh", { env, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  if (up.status !== 0) {
    throw new Error(
      `scripts/backend/up.sh failed (exit ${up.status ?? up.signal}); the real end-to-end tier needs the Medusa server.\n` +
        (up.stderr || "").split("\n").slice(-25).join("\n"),
    );
  }
  const url = up.stdout.trim().split("\n").at(-1);
  if (url !== BACKEND_URL) throw new Error(`up.sh serves ${url}, but the tests expect ${BACKEND_URL} (set MEDUSA_BACKEND_URL)`);
  console.log(`[e2e-real] Medusa server ready at ${url} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  // The seeded admin has answered the usage-data question (opted out): every
  // test signing in as the admin starts on the dashboard, not on that overlay.
  await ensureAdminUsagePreferences();
}

function readOrEmpty(path: string) {
  try {
    return readFileSync(path, "utf8").trim();
  } catch {
    return "";
  }
}
