#!/usr/bin/env bash
# `pnpm test`: every check of the repository, each stage timed (tooling/scripts/ci-stage.sh).
set -euo pipefail
cd "$(dirname "$0")/../.."
source tooling/scripts/ci-stage.sh

stage check pnpm check
stage typecheck pnpm typecheck
stage unit pnpm test:unit
stage build pnpm build
# The remote variants the site and e2e tests serve, built once (cached by their inputs).
stage variants pnpm build:variants
stage site pnpm test:site
stage e2e pnpm test:e2e
