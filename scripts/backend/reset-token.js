#!/usr/bin/env node
// Prints a valid password-reset token for an admin user of the local test
// backend, signed the way Medusa 1.20 does it (UserService
// .generateResetPasswordToken): payload { user_id, email, exp: now + 15 min },
// HS256 with the user's current password_hash as the secret. Medusa only
// hands that token to a notification subscriber (an email), so the end-to-end
// tests read the user row and sign it themselves.
//
//   node scripts/backend/reset-token.js [email]     (default admin@example.com)
//
// Env: MEDUSA_WORK_DIR  where up.sh installed the server (default
//                       /tmp/medusa-admin-backend); `pg` and `jsonwebtoken`
//                       are loaded from there
//      DATABASE_URL     default: the database of the mode up.sh started
//                       (postgres://medusa:medusa@127.0.0.1:5432/medusa_e2e,
//                       or medusa_e2e_inv in inventory mode)
const fs = require("fs");
const path = require("path");
const { createRequire } = require("module");

const WORK = process.env.MEDUSA_WORK_DIR || "/tmp/medusa-admin-backend";
const email = (process.argv[2] || "admin@example.com").toLowerCase();

function databaseUrl() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  let mode = "basic";
  try {
    mode = fs.readFileSync(path.join(WORK, "medusa.mode"), "utf8").trim();
  } catch {
    // no server recorded: the basic database
  }
  const inventory = process.env.MEDUSA_INVENTORY === "1" || mode === "inventory";
  const name = process.env.MEDUSA_DB_NAME || (inventory ? "medusa_e2e_inv" : "medusa_e2e");
  const user = process.env.MEDUSA_DB_USER || "medusa";
  const pass = process.env.MEDUSA_DB_PASSWORD || "medusa";
  const port = process.env.MEDUSA_PG_PORT || "5432";
  return `postgres://${user}:${pass}@127.0.0.1:${port}/${name}`;
}

async function main() {
  let requireFromWork;
  try {
    requireFromWork = createRequire(path.join(WORK, "package.json"));
    requireFromWork.resolve("pg");
  } catch {
    throw new Error(`cannot load pg from ${WORK}: run scripts/backend/up.sh first (or set MEDUSA_WORK_DIR)`);
  }
  const { Client } = requireFromWork("pg");
  const jwt = requireFromWork("jsonwebtoken");

  const client = new Client({ connectionString: databaseUrl() });
  await client.connect();
  let user;
  try {
    const result = await client.query(
      'SELECT id, email, password_hash FROM "user" WHERE lower(email) = $1 AND deleted_at IS NULL',
      [email],
    );
    user = result.rows[0];
  } finally {
    await client.end();
  }
  if (!user) throw new Error(`no admin user with email ${email}`);
  if (!user.password_hash) throw new Error(`user ${email} has no password to reset`);

  const exp = Math.floor(Date.now() / 1000) + 60 * 15;
  process.stdout.write(jwt.sign({ user_id: user.id, email: user.email, exp }, user.password_hash) + "\n");
}

main().catch((e) => {
  console.error(`reset-token: ${e.message}`);
  process.exit(1);
});
