#!/usr/bin/env bash
# The API integration tests (`npm run test:integration`, the `integration` step of `npm test`).
#
# With TEST_MYSQL_URL set, every suite runs on SQLite and on MySQL/MariaDB. The two halves share nothing (each suite
# makes its own database), and much of each is waiting on the other database's disk or on spawned servers, so they run
# as two jest processes side by side: one for SQLite (and the suites that pick their databases themselves), one for
# MySQL (the suites that loop over DIALECTS). On the 2-core CI machine this cut the step from about 570 s to 370 s.
# Arguments (a file filter) or INTEGRATION_SHARDS=1 run one process, both databases in turn, as before.
set -uo pipefail
cd "$(dirname "$0")/../api"
# One jest process runs ~90 suites in band, and each suite's ES modules stay in its heap (jest's VM-module loader):
# with Node's default 4 GB old space the SQLite process ran out of heap after 84 suites on CI (2026-11-27). The
# machine has memory to spare for the two processes; a leak that outgrows this would need workers that restart.
jest=(node --experimental-vm-modules --max-old-space-size=6144 ../node_modules/jest/bin/jest.js --selectProjects integration --runInBand)

if [ -z "${TEST_MYSQL_URL:-}" ] || [ "${INTEGRATION_SHARDS:-2}" = 1 ] || [ $# -gt 0 ]; then
  exec "${jest[@]}" "$@"
fi

# Suites that loop over DIALECTS (test/support/test-db.ts) run their MySQL half in the second process.
mapfile -t mysql_suites < <(grep -l 'DIALECTS' $(find test -name '*.int-spec.ts') | sort)

# Each line carries its process's name, one word, so scripts/test-summary.mjs still reads jest's totals.
(TEST_DIALECTS=sqlite "${jest[@]}" 2>&1 | sed -u 's/^/[sqlite] /') &
sqlite_pid=$!
(TEST_DIALECTS=mysql "${jest[@]}" "${mysql_suites[@]}" 2>&1 | sed -u 's/^/[mysql] /') &
mysql_pid=$!
status=0
wait "$sqlite_pid" || status=1
wait "$mysql_pid" || status=1
exit "$status"
