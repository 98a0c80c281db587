#!/usr/bin/env bash
# Runs the contract tests (`npm run test:contract`) against the real backend
# of scripts/backend in both modes: basic, then inventory (MEDUSA_INVENTORY=1,
# its own database), and leaves the server as it found it (same mode, or
# stopped if none was running), also when interrupted.
#
#   scripts/test/contract.sh      exit status non-zero if any run failed
#
# The mode the server is already in runs first, so a run costs one switch
# there and one back. Backend logs go to a temp file, shown on failure.
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BACKEND="$ROOT/scripts/backend"
WORK="${MEDUSA_WORK_DIR:-/tmp/medusa-admin-backend}"   # up.sh's pid + mode files
URL="http://${MEDUSA_HOST:-127.0.0.1}:${MEDUSA_PORT:-9000}"
LOG="$(mktemp)"
log() { printf '[contract] %s\n' "$*" >&2; }

# Mode of the server up.sh started, "none" if it is not running.
current_mode() {
  local pid
  pid=$(cat "$WORK/medusa.pid" 2>/dev/null || true)
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then cat "$WORK/medusa.mode" 2>/dev/null || echo none
  else echo none; fi
}
flag() { [ "$1" = inventory ] && echo 1 || echo 0; }

# Brings the server into mode $1 (no-op when it already is and answers).
switch_to() {
  local want=$1 now
  now=$(current_mode)
  if [ "$now" = "$want" ] && curl -sf -o /dev/null --max-time 2 "$URL/health"; then return 0; fi
  local t0=$SECONDS
  if [ "$now" != none ]; then "$BACKEND/down.sh" >>"$LOG" 2>&1 || true; fi
  if [ "$want" = none ]; then log "server stopped"; return 0; fi
  log "starting the backend in $want mode ..."
  if ! URL=$(MEDUSA_INVENTORY=$(flag "$want") "$BACKEND/up.sh" 2>>"$LOG"); then
    tail -30 "$LOG" >&2; log "backend did not start in $want mode"; return 1
  fi
  log "backend up in $want mode after $((SECONDS - t0)) s"
}

FOUND=$(current_mode)
restore() {
  trap - EXIT INT TERM
  if [ "$(current_mode)" != "$FOUND" ]; then
    log "restoring the server to how it was found: $FOUND"
    switch_to "$FOUND" || { log "could not restore mode $FOUND"; status=1; }
  fi
  rm -f "$LOG"
  exit "$status"
}
status=0
trap restore EXIT
trap 'status=130; restore' INT TERM

if [ "$FOUND" = inventory ]; then modes=(inventory basic); else modes=(basic inventory); fi
for mode in "${modes[@]}"; do
  if ! switch_to "$mode"; then status=1; continue; fi
  log "contract tests, $mode mode, against $URL"
  if ! (cd "$ROOT" && MEDUSA_BACKEND_URL="$URL" CONTRACT_MODE="$mode" npm run --silent test:contract); then
    log "FAILED in $mode mode"; status=1
  fi
done
# restore (on EXIT) switches back and exits with $status
