#!/usr/bin/env bash
# The README's test command (`npm test`): lint, type check, unit tests, API integration tests (SQLite, and MySQL when
# TEST_MYSQL_URL is set) and the browser tests. Nx runs the targets in dependency order with caching.
set -uo pipefail
cd "$(dirname "$0")/.."
log_dir=tmp/test-logs
mkdir -p "$log_dir"
rm -f "$log_dir"/*.log
status=0

run_step() {
  local name=$1; shift
  echo "==> $name: $*"
  if "$@" 2>&1 | tee "$log_dir/$name.log"; then echo "==> $name: ok"; else echo "==> $name: FAILED"; status=1; fi
}

export NX_DAEMON=false NX_TUI=false NX_NO_CLOUD=true
run_step static npx nx run-many -t lint typecheck --parallel=2 --outputStyle=static
run_step unit npx nx run-many -t test --parallel=2 --outputStyle=static
if [ -z "${TEST_MYSQL_URL:-}" ]; then
  echo "==> TEST_MYSQL_URL is not set: API integration tests run on SQLite only"
fi
run_step integration npx nx run api:test:integration --outputStyle=static
run_step e2e npx nx run e2e:e2e --outputStyle=static

node scripts/test-summary.mjs "$log_dir" || status=1
exit $status
