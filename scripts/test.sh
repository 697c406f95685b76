#!/usr/bin/env bash
# The README's test command (`npm test`): lint, type check, unit tests, API integration tests (SQLite, and MySQL when
# TEST_MYSQL_URL is set) and the browser tests. Nx runs the targets in dependency order with caching.
set -uo pipefail
cd "$(dirname "$0")/.."
log_dir=tmp/test-logs
mkdir -p "$log_dir"
rm -f "$log_dir"/*.log
status=0

# Every step has a time limit, so `npm test` always ends: a hung test, a child process or a pipe that keeps jest alive
# costs at most the step's limit. On expiry `timeout` sends SIGTERM to the step's whole process group (nx, jest and
# what they spawned; nx stops its tasks), then SIGKILL 30 s later. Limits are generous for a busy 2-core machine;
# TEST_STEP_LIMIT_<STEP> (e.g. TEST_STEP_LIMIT_INTEGRATION=40m) overrides one.
declare -A step_limit=([format]=5m [static]=20m [unit]=20m [integration]=40m [e2e]=25m [summary]=1m)

run_step() {
  local name=$1; shift
  local override="TEST_STEP_LIMIT_${name^^}"
  local limit=${!override:-${step_limit[$name]}}
  local started=$SECONDS
  echo "==> $name (time limit $limit): $*"
  timeout --kill-after=30s "$limit" "$@" 2>&1 | tee "$log_dir/$name.log"
  local code=${PIPESTATUS[0]}
  local took="$((SECONDS - started)) s"
  if [ "$code" -eq 0 ]; then
    echo "==> $name: ok ($took)"
  elif [ "$code" -eq 124 ] || [ "$code" -eq 137 ]; then
    echo "==> $name: TIMED OUT: overran its time limit of $limit and was stopped ($took; output in $log_dir/$name.log)" |
      tee -a "$log_dir/$name.log"
    status=1
  else
    echo "==> $name: FAILED (exit $code, $took)"
    status=1
  fi
}

export NX_DAEMON=false NX_TUI=false NX_NO_CLOUD=true
# Nx loads its plugins in detached worker processes by default; a step stopped by its time limit would leave them
# running (they have their own process group). In-process plugins die with nx.
export NX_ISOLATE_PLUGINS=false
# Formatting is part of lint (`npm run lint` runs it too): an unformatted file fails the run.
run_step format npx prettier --check .
run_step static npx nx run-many -t lint typecheck --parallel=2 --outputStyle=static
run_step unit npx nx run-many -t test --parallel=2 --outputStyle=static
if [ -z "${TEST_MYSQL_URL:-}" ]; then
  echo "==> TEST_MYSQL_URL is not set: API integration tests run on SQLite only"
fi
# The two long steps stream their output as it comes (one task each, so nothing interleaves): with `static`, nx holds
# a task's output until it ends, and a step stopped at its time limit would leave no line saying which suite hung.
run_step integration npx nx run api:test:integration --outputStyle=stream-without-prefixes
run_step e2e npx nx run e2e:e2e --outputStyle=stream-without-prefixes

timeout --kill-after=10s "${step_limit[summary]}" node scripts/test-summary.mjs "$log_dir" || status=1
exit $status
