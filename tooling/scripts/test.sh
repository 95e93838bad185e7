#!/usr/bin/env bash
# `pnpm test`: every check of the repository, each stage timed (tooling/scripts/ci-stage.sh).
set -euo pipefail
cd "$(dirname "$0")/../.."
source tooling/scripts/ci-stage.sh

stage check pnpm check
stage typecheck pnpm typecheck
stage build pnpm build
# The remote variants the site and e2e tests serve, built once (cached by their inputs).
stage variants pnpm build:variants
# The site tests spend much of their time in one file's gated releases, one after the other, on
# about one core: the unit tests take the other.
# A failed stage waits for the stages beside it, so that their output is printed too.
stage_beside site pnpm test:site
failed=0
stage unit pnpm test:unit || failed=$?
wait_beside || failed=1
[ "$failed" -eq 0 ] || exit "$failed"
# The API's database tests again, on a throwaway PostgreSQL server instead of embedded PGlite (the
# tests that do not depend on the database ran once, in the unit stage), beside the e2e tests,
# which leave part of the two cores idle. Without PostgreSQL's server binaries they are skipped
# with a line that says so, except in CI (.ci/run installs them).
if (source tooling/scripts/postgres-server.sh) 2>/dev/null || [ -n "${CI:-}" ]; then
  stage_beside api-on-postgresql bash api/scripts/with-postgres-server.sh pnpm vitest run --project api-database
else
  echo "[stage] api-on-postgresql: skipped, no PostgreSQL server binaries (apt-get install postgresql)"
fi
stage e2e pnpm test:e2e || failed=$?
wait_beside || failed=1
exit "$failed"
