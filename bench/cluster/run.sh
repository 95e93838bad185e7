#!/usr/bin/env bash
# `pnpm bench:cluster`: the deploy recipe's cluster (deploy/smoke/cluster-up.sh: PostgreSQL, two web
# nodes, nginx, on free ports), measured by bench/cluster/cluster-bench.ts. Everything it starts is
# stopped on exit.
set -euo pipefail
cd "$(dirname "$0")/../.."

cluster_run_name="bench:cluster"
source deploy/smoke/cluster-up.sh

BENCH_SITE="http://127.0.0.1:$http_port" \
  BENCH_NODE_URLS="${node_urls[*]}" \
  BENCH_NODE_PIDS="${node_pids[1]} ${node_pids[2]}" \
  BENCH_NGINX_PID="$nginx_pid" \
  BENCH_WORK="$work" \
  node --import tsx bench/cluster/cluster-bench.ts
