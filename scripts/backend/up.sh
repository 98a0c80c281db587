#!/usr/bin/env bash
# Brings up a real Medusa v1 backend (@medusajs/medusa 1.20.11 + PostgreSQL)
# with seeded data: the server behind the contract tests, the real-server
# end-to-end tier and `npm run start:real`. Adapted from the team's v1 kit;
# it reads only files of this folder.
#
#   up.sh                 install, start, seed; prints the base URL on stdout
#   up.sh --install-only  only step 1 (used by `npm run openapi:pull`, which
#                         runs the OAS CLI installed beside the server)
#
# Idempotent: every step checks whether it is already done.
#   1. npm-installs the pinned packages into $MEDUSA_WORK_DIR (once)
#   2. starts the local PostgreSQL cluster and creates role + database (once)
#   3. runs migrations (no-op when up to date)
#   4. seeds seed.json (once), creates the admin user (once)
#   5. starts the server in the background (pid file), waits for GET /health
#   6. creates fixtures through the HTTP APIs: orders, customers, ... (once)
#   7. prints the base URL
#
# Environment (all optional):
#   MEDUSA_WORK_DIR   work folder (default /tmp/medusa-admin-backend)
#   MEDUSA_HOST       bind address (default 127.0.0.1)
#   MEDUSA_PORT       port (default 9000)
#   MEDUSA_DB_NAME / MEDUSA_DB_USER / MEDUSA_DB_PASSWORD
#                     (default medusa_e2e / medusa / medusa)
#   MEDUSA_PG_PORT    port of the local PostgreSQL cluster (default 5432)
#   DATABASE_URL      use this database instead; postgres is then not managed
#   MEDUSA_APT_INSTALL=0  never apt-get install postgresql when it is missing
#   MEDUSA_SKIP_FIXTURES=1  do not create orders/customers/etc.
#   MEDUSA_INVENTORY=1  also load the v1 inventory + stock-location modules
#                     (inventory items, stock locations, reservations); uses
#                     its own database, default medusa_e2e_inv
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
WORK="${MEDUSA_WORK_DIR:-/tmp/medusa-admin-backend}"
HOST="${MEDUSA_HOST:-127.0.0.1}"
PORT="${MEDUSA_PORT:-9000}"
INVENTORY="${MEDUSA_INVENTORY:-0}"
if [ "$INVENTORY" = 1 ]; then DB_NAME="${MEDUSA_DB_NAME:-medusa_e2e_inv}"; MODE=inventory
else DB_NAME="${MEDUSA_DB_NAME:-medusa_e2e}"; MODE=basic; fi
DB_USER="${MEDUSA_DB_USER:-medusa}"
DB_PASS="${MEDUSA_DB_PASSWORD:-medusa}"
PG_PORT="${MEDUSA_PG_PORT:-5432}"
ADMIN_EMAIL="admin@example.com"
ADMIN_PASSWORD="supersecret"
BASE_URL="http://${HOST}:${PORT}"

export MEDUSA_DISABLE_TELEMETRY=true   # no outbound telemetry calls
export MEDUSA_HOST="$HOST" MEDUSA_PORT="$PORT" MEDUSA_INVENTORY="$INVENTORY"
export MEDUSA_BACKEND_URL="$BASE_URL"

log() { printf '[medusa-up] %s\n' "$*" >&2; }
die() { log "ERROR: $*"; exit 1; }
t0=$(date +%s)

command -v node >/dev/null || die "node is required (tested with Node 20)"
command -v curl >/dev/null || die "curl is required"
node_major=$(node -p 'process.versions.node.split(".")[0]')
[ "$node_major" -ge 18 ] || die "Node >= 18 required, found $(node -v)"
[ "$node_major" -eq 20 ] || log "warning: only Node 20 was tested (found $(node -v))"

mkdir -p "$WORK"
PIDFILE="$WORK/medusa.pid"
MODEFILE="$WORK/medusa.mode"
LOGFILE="$WORK/server.log"

healthy() { curl -sf -o /dev/null --max-time 2 "$BASE_URL/health"; }
running_pid() {
  local pid
  pid=$(cat "$PIDFILE" 2>/dev/null || true)
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then echo "$pid"; fi
}
if [ -n "$(running_pid)" ] && [ "$(cat "$MODEFILE" 2>/dev/null)" != "$MODE" ]; then
  die "a server in mode '$(cat "$MODEFILE" 2>/dev/null)' is running (pid $(running_pid)); run down.sh before switching to '$MODE'"
fi

# ---------------------------------------------------------------- 1. install
for f in medusa-config.js server.js fixtures.js seed.json; do
  if ! cmp -s "$HERE/$f" "$WORK/$f"; then cp "$HERE/$f" "$WORK/$f"; fi
done
# `npm install` (not `npm ci`): the lock file pins every version, but npm ci
# rejects it because some optional platform packages of msgpackr-extract
# (darwin/win32 builds) are missing from it, which npm install tolerates.
pkg_sum=$(cat "$HERE/package.json" "$HERE/package-lock.json" | cksum)
if [ ! -x "$WORK/node_modules/.bin/medusa" ] || [ "$(cat "$WORK/.install-stamp" 2>/dev/null)" != "$pkg_sum" ]; then
  log "installing npm packages into $WORK (about 30-60 s) ..."
  ti=$(date +%s)
  cp "$HERE/package.json" "$HERE/package-lock.json" "$WORK/"
  (cd "$WORK" && npm install --no-audit --no-fund --loglevel=error > "$WORK/npm-install.log" 2>&1) \
    || { tail -30 "$WORK/npm-install.log" >&2; die "npm install failed (log: $WORK/npm-install.log)"; }
  echo "$pkg_sum" > "$WORK/.install-stamp"
  log "npm install done in $(( $(date +%s) - ti )) s"
fi
MEDUSA_BIN="$WORK/node_modules/.bin/medusa"
if [ "${1:-}" = "--install-only" ]; then echo "$WORK"; exit 0; fi

# ------------------------------------------------------------- 2. postgresql
as_postgres() {
  if [ "$(id -u)" -eq 0 ]; then (cd / && runuser -u postgres -- "$@")
  elif command -v sudo >/dev/null; then (cd / && sudo -n -u postgres "$@")
  else return 1; fi
}
# newest installed PostgreSQL server major version (Debian packages postgresql-NN)
pg_server_version() {
  dpkg-query -W -f='${Package} ${Status}\n' 'postgresql-[0-9]*' 2>/dev/null \
    | awk '$NF == "installed" { sub("postgresql-", "", $1); if ($1 ~ /^[0-9]+$/) print $1 }' \
    | sort -n | tail -1
}
if [ -z "${DATABASE_URL:-}" ]; then
  if ! command -v pg_ctlcluster >/dev/null || [ -z "$(pg_server_version)" ]; then
    if [ "${MEDUSA_APT_INSTALL:-1}" != 0 ] && [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
      log "postgresql missing: apt-get install postgresql ..."
      (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql) > "$WORK/apt.log" 2>&1 \
        || { tail -20 "$WORK/apt.log" >&2; die "apt-get install postgresql failed"; }
    else
      die "PostgreSQL is not installed (Debian: apt-get install postgresql), or set DATABASE_URL"
    fi
  fi
  if ! pg_isready -q -h 127.0.0.1 -p "$PG_PORT"; then
    # the cluster on $PG_PORT, else create one (Debian's pg_lsclusters: ver name port status ...)
    read -r PG_VER PG_CLUSTER < <(pg_lsclusters -h 2>/dev/null | awk -v p="$PG_PORT" '$3 == p { print $1, $2; exit }') || true
    if [ -z "${PG_VER:-}" ]; then
      PG_VER=$(pg_server_version); PG_CLUSTER=main
      pg_lsclusters -h 2>/dev/null | awk -v v="$PG_VER" '$1 == v && $2 == "main" { f = 1 } END { exit !f }' && PG_CLUSTER=e2e
      log "creating PostgreSQL $PG_VER cluster '$PG_CLUSTER' on port $PG_PORT"
      pg_createcluster -p "$PG_PORT" "$PG_VER" "$PG_CLUSTER" >/dev/null || die "pg_createcluster failed"
    fi
    log "starting PostgreSQL $PG_VER/$PG_CLUSTER"
    pg_ctlcluster --skip-systemctl-redirect "$PG_VER" "$PG_CLUSTER" start || true
    for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p "$PG_PORT" && break; sleep 1; done
    pg_isready -q -h 127.0.0.1 -p "$PG_PORT" || die "PostgreSQL did not come up on 127.0.0.1:$PG_PORT"
  fi
  # role + database (as the postgres superuser, via the local socket)
  psql_su() { as_postgres psql -p "$PG_PORT" -v ON_ERROR_STOP=1 -Atq "$@"; }
  if [ "$(psql_su -c "SELECT 1 FROM pg_roles WHERE rolname='$DB_USER'" 2>/dev/null)" != 1 ]; then
    log "creating role $DB_USER"
    psql_su -c "CREATE ROLE \"$DB_USER\" LOGIN PASSWORD '$DB_PASS' CREATEDB" || die "cannot create role $DB_USER"
  fi
  if [ "$(psql_su -c "SELECT 1 FROM pg_database WHERE datname='$DB_NAME'" 2>/dev/null)" != 1 ]; then
    log "creating database $DB_NAME"
    psql_su -c "CREATE DATABASE \"$DB_NAME\" OWNER \"$DB_USER\"" || die "cannot create database $DB_NAME"
  fi
  export DATABASE_URL="postgres://$DB_USER:$DB_PASS@127.0.0.1:$PG_PORT/$DB_NAME"
fi

# small helper: run one SQL query through the installed `pg` package
sql() {
  (cd "$WORK" && node -e '
    const { Client } = require("pg");
    const c = new Client({ connectionString: process.env.DATABASE_URL });
    c.connect()
      .then(() => c.query(process.argv[1]))
      .then((r) => { console.log(r.rows.length ? Object.values(r.rows[0])[0] : ""); return c.end(); })
      .catch((e) => { console.error(e.message); process.exit(1); });' "$1")
}

# ------------------------------------------------------------- 3. migrations
cd "$WORK"
log "running migrations"
"$MEDUSA_BIN" migrations run > "$WORK/migrations.log" 2>&1 \
  || { grep -v '^query' "$WORK/migrations.log" | tail -30 >&2; die "migrations failed (log: $WORK/migrations.log)"; }

# -------------------------------------------------------- 4. seed + user
n=$(sql "SELECT count(*) FROM product WHERE handle = 'classic-t-shirt'") || die "cannot query the database"
if [ "$n" = 0 ]; then
  log "seeding seed.json"
  "$MEDUSA_BIN" seed -f "$WORK/seed.json" > "$WORK/seed.log" 2>&1 \
    || { grep -v '^query' "$WORK/seed.log" | tail -30 >&2; die "seed failed (log: $WORK/seed.log)"; }
else
  log "seed data already present"
fi
n=0; [ "$INVENTORY" = 1 ] && { n=$(sql "SELECT count(*) FROM inventory_item") || die "cannot query inventory_item"; }
if [ "$INVENTORY" = 1 ] && [ "$n" = 0 ]; then
  log "creating inventory items + default stock location for the seeded variants"
  node "$WORK/node_modules/@medusajs/medusa/dist/scripts/migrate-inventory-items.js" > "$WORK/inventory-items.log" 2>&1 \
    || { grep -v '^query' "$WORK/inventory-items.log" | tail -30 >&2; die "inventory item migration failed"; }
fi
n=$(sql "SELECT count(*) FROM \"user\" WHERE email = '$ADMIN_EMAIL' AND deleted_at IS NULL") || die "cannot query the database"
if [ "$n" = 0 ]; then
  log "creating admin user $ADMIN_EMAIL"
  "$MEDUSA_BIN" user -e "$ADMIN_EMAIL" -p "$ADMIN_PASSWORD" > "$WORK/user.log" 2>&1 \
    || { grep -v '^query' "$WORK/user.log" | tail -30 >&2; die "user creation failed (log: $WORK/user.log)"; }
fi

# ---------------------------------------------------------------- 5. server
if [ -n "$(running_pid)" ] && healthy; then
  log "server already running (pid $(running_pid), mode $MODE)"
else
  if [ -n "$(running_pid)" ]; then
    die "pid $(running_pid) from $PIDFILE is alive but $BASE_URL/health does not answer; run down.sh first"
  fi
  if healthy; then die "something else already answers on $BASE_URL (not started by this script)"; fi
  log "starting server on $BASE_URL (log: $LOGFILE)"
  ts=$(date +%s)
  nohup node "$WORK/server.js" > "$LOGFILE" 2>&1 < /dev/null &
  echo $! > "$PIDFILE"
  echo "$MODE" > "$MODEFILE"
  for _ in $(seq 1 240); do
    healthy && break
    kill -0 "$(cat "$PIDFILE")" 2>/dev/null || { grep -v '^query' "$LOGFILE" | tail -30 >&2; die "server exited during start-up"; }
    sleep 0.5
  done
  healthy || die "server not healthy after 120 s (log: $LOGFILE)"
  log "server healthy after $(( $(date +%s) - ts )) s (pid $(cat "$PIDFILE"))"
fi

# -------------------------------------------------------------- 6. fixtures
if [ "${MEDUSA_SKIP_FIXTURES:-0}" != 1 ]; then
  node "$WORK/fixtures.js" >&2 || die "fixtures failed"
fi

log "ready in $(( $(date +%s) - t0 )) s"
echo "$BASE_URL"
