#!/usr/bin/env bash
# The bench's own real Medusa server (`npm run bench -- products`): up.sh with
# another work folder, port and database, so that the 5 000 seeded products
# never reach the e2e server (port 9000, medusa_e2e) and the bench never
# restarts it. The work folder's node_modules is a symlink to the e2e
# server's install when that one is current (no second npm install).
#
#   bench-up.sh        up.sh (migrate, seed.json, admin user, start,
#                      fixtures, orders), then bench-seed.js; prints the URL
#   bench-up.sh down   down.sh for this server ([--drop-db] passed on)
#
# Environment (all optional): BENCH_MEDUSA_WORK_DIR (/tmp/medusa-admin-bench),
# BENCH_MEDUSA_PORT (9100), BENCH_MEDUSA_DB_NAME (medusa_bench),
# BENCH_ADMIN_CORS (the bench's origins: preview on port 4180, the static
# servers of scripts/bench/static.ts on 4181 and 4182), BENCH_PRODUCTS
# (5000), BENCH_CUSTOMERS (10000), MEDUSA_WORK_DIR (the e2e install to share, /tmp/medusa-admin-backend).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
MAIN="${MEDUSA_WORK_DIR:-/tmp/medusa-admin-backend}"
export MEDUSA_WORK_DIR="${BENCH_MEDUSA_WORK_DIR:-/tmp/medusa-admin-bench}"
export MEDUSA_PORT="${BENCH_MEDUSA_PORT:-9100}"
export MEDUSA_DB_NAME="${BENCH_MEDUSA_DB_NAME:-medusa_bench}"
export ADMIN_CORS="${BENCH_ADMIN_CORS:-http://127.0.0.1:4180,http://localhost:4180,http://127.0.0.1:4181,http://127.0.0.1:4182}"
export STORE_CORS="$ADMIN_CORS"
export MEDUSA_INVENTORY=0 MEDUSA_SKIP_FIXTURES=0 # orders too: sign-in lands on the orders list
unset DATABASE_URL # a caller's DATABASE_URL may be the e2e database: never seed that
WORK="$MEDUSA_WORK_DIR"
[ "$WORK" != "$MAIN" ] || { echo "[bench-up] the bench needs its own work folder" >&2; exit 1; }

if [ "${1:-}" = down ]; then shift; exec "$HERE/down.sh" "$@"; fi

# Share the e2e install only when it is the pinned one (up.sh's stamp);
# otherwise drop the link, so that up.sh installs here and never into $MAIN.
sum=$(cat "$HERE/package.json" "$HERE/package-lock.json" | cksum)
mkdir -p "$WORK"
if [ -x "$MAIN/node_modules/.bin/medusa" ] && [ "$(cat "$MAIN/.install-stamp" 2>/dev/null)" = "$sum" ]; then
  if [ ! -L "$WORK/node_modules" ]; then rm -rf "$WORK/node_modules"; ln -s "$MAIN/node_modules" "$WORK/node_modules"; fi
  echo "$sum" > "$WORK/.install-stamp"
elif [ -L "$WORK/node_modules" ]; then
  rm "$WORK/node_modules" "$WORK/.install-stamp"
fi

url=$("$HERE/up.sh")
cp "$HERE/bench-seed.js" "$WORK/bench-seed.js"
(cd "$WORK" && DATABASE_URL="postgres://${MEDUSA_DB_USER:-medusa}:${MEDUSA_DB_PASSWORD:-medusa}@127.0.0.1:${MEDUSA_PG_PORT:-5432}/$MEDUSA_DB_NAME" \
  node bench-seed.js)
echo "$url"
