#!/usr/bin/env bash
# `npm run openapi:pull`: regenerates openapi/{admin,store}.oas.json from the
# @oas annotations of the @medusajs/medusa package pinned in
# scripts/backend/package.json, with the @medusajs/medusa-oas-cli pinned
# beside it (the same install the real test server runs from, so contract
# and server never drift apart). Review the diff, then `npm run codegen`.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
WORK="$("$ROOT/scripts/backend/up.sh" --install-only)"
# The CLI reads its base documents from <package root>/../../docs-util, a
# folder of the Medusa monorepo: ours are in openapi/base.
mkdir -p "$WORK/docs-util/oas-output/base"
cp "$ROOT"/openapi/base/*.oas.base.yaml "$WORK/docs-util/oas-output/base/"
OUT="$(mktemp -d)"
trap 'rm -rf "$OUT"' EXIT
for api in admin store; do
  # --local: from the installed package, never from the internet.
  (cd "$WORK" && ./node_modules/.bin/medusa-oas oas --type "$api" --local --out-dir "$OUT") >&2
  # End with a newline like every other file of the repository.
  { cat "$OUT/$api.oas.json"; echo; } > "$ROOT/openapi/$api.oas.json"
done
node -e '
for (const api of ["admin", "store"]) {
  const s = require(process.argv[1] + "/openapi/" + api + ".oas.json");
  const ops = Object.values(s.paths).flatMap((p) => Object.keys(p).filter((m) => ["get","post","put","patch","delete"].includes(m)));
  console.log(`openapi:pull: ${api}: ${Object.keys(s.paths).length} paths, ${ops.length} operations, ${Object.keys(s.components.schemas).length} schemas (version ${s.info.version})`);
}' "$ROOT"
git -C "$ROOT" --no-pager diff --stat -- openapi/*.oas.json || true
