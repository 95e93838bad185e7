# Sourced by tooling/scripts/test.sh and .ci/run: `stage <name> <command...>` runs one stage of the tests
# and then says how long it took: wall-clock seconds and CPU seconds. The CPU figure counts every
# process of the stage, Chromium's renderers included, where the kernel's cpuacct cgroup is writable
# (as root on these machines); elsewhere it is the CPU of the processes the stage waited for, which
# leaves out what their children did not wait for (Chromium's renderers).
stage() {
  local name=$1
  shift
  echo "[stage] $name: $*"
  local group=/sys/fs/cgroup/cpuacct/sportif-stage-$$-$name
  if mkdir "$group" 2>/dev/null; then
    local started status errexit=$-
    started=$(date +%s%N)
    # The status is taken with `set -e` off around the subshell, which switches it back on for the
    # command when the caller had it (`( … ) || status=$?` would run the command without it).
    set +e
    (
      [[ $errexit == *e* ]] && set -e
      echo "$BASHPID" >"$group/cgroup.procs"
      "$@"
    )
    status=$?
    [[ $errexit == *e* ]] && set -e
    local wall_ms=$((($(date +%s%N) - started) / 1000000)) cpu_ms=$(($(cat "$group/cpuacct.usage") / 1000000))
    printf '[stage] %s: %d.%03d s wall, %d.%03d s CPU (every process)\n' "$name" \
      $((wall_ms / 1000)) $((wall_ms % 1000)) $((cpu_ms / 1000)) $((cpu_ms % 1000))
    rmdir "$group" 2>/dev/null || true
    return "$status"
  fi
  local TIMEFORMAT="[stage] $name: %R s wall, %U s user + %S s system CPU"
  time "$@"
}

# `stage_beside <name> <command...>` starts a stage in the background, for a stage that leaves part
# of the machine idle (one that waits on timers and sockets more than it computes); its output goes
# to a file and is printed whole when `wait_beside` collects it. `wait_beside` waits for every stage
# started beside and fails when one of them did.
beside_pids=()
beside_logs=()
stage_beside() {
  local log
  log=$(mktemp "${TMPDIR:-/tmp}/sportif-stage-$1-XXXXXX")
  stage "$@" >"$log" 2>&1 &
  beside_pids+=($!)
  beside_logs+=("$log")
  echo "[stage] $1: started beside the next stages (its output follows when it ends)"
}
wait_beside() {
  local failed=0 i
  for i in "${!beside_pids[@]}"; do
    wait "${beside_pids[i]}" || failed=1
    cat "${beside_logs[i]}"
    rm -f "${beside_logs[i]}"
  done
  beside_pids=()
  beside_logs=()
  return "$failed"
}
