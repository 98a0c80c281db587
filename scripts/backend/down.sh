#!/usr/bin/env bash
# Stops the Medusa server started by up.sh (by its pid file).
#   --drop-db   also drop the database, so that the next up.sh seeds afresh
# PostgreSQL itself is left running (it may be shared with other users).
set -euo pipefail

WORK="${MEDUSA_WORK_DIR:-/tmp/medusa-admin-backend}"
PIDFILE="$WORK/medusa.pid"
if [ "${MEDUSA_INVENTORY:-0}" = 1 ]; then DB_NAME="${MEDUSA_DB_NAME:-medusa_e2e_inv}"
else DB_NAME="${MEDUSA_DB_NAME:-medusa_e2e}"; fi
PG_PORT="${MEDUSA_PG_PORT:-5432}"
log() { printf '[medusa-down] %s\n' "$*" >&2; }

pid=$(cat "$PIDFILE" 2>/dev/null || true)
if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
  log "stopping server (pid $pid)"
  kill -TERM "$pid" 2>/dev/null || true
  for _ in $(seq 1 30); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
  if kill -0 "$pid" 2>/dev/null; then
    log "still alive after 15 s, sending SIGKILL"
    kill -KILL "$pid" 2>/dev/null || true
  fi
else
  log "no running server recorded in $PIDFILE"
fi
rm -f "$PIDFILE" "$WORK/medusa.mode"

if [ "${1:-}" = "--drop-db" ]; then
  if [ -n "${DATABASE_URL:-}" ]; then
    log "DATABASE_URL is set: not dropping an externally managed database"
  else
    log "dropping database $DB_NAME"
    if [ "$(id -u)" -eq 0 ]; then
      (cd / && runuser -u postgres -- dropdb -p "$PG_PORT" --if-exists "$DB_NAME")
    else
      (cd / && sudo -n -u postgres dropdb -p "$PG_PORT" --if-exists "$DB_NAME")
    fi
  fi
fi
