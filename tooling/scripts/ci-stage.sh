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
    local started status=0
    started=$(date +%s%N)
    (echo "$BASHPID" >"$group/cgroup.procs" && exec "$@") || status=$?
    local wall_ms=$((($(date +%s%N) - started) / 1000000)) cpu_ms=$(($(cat "$group/cpuacct.usage") / 1000000))
    printf '[stage] %s: %d.%03d s wall, %d.%03d s CPU (every process)\n' "$name" \
      $((wall_ms / 1000)) $((wall_ms % 1000)) $((cpu_ms / 1000)) $((cpu_ms % 1000))
    rmdir "$group" 2>/dev/null || true
    return "$status"
  fi
  local TIMEFORMAT="[stage] $name: %R s wall, %U s user + %S s system CPU"
  time "$@"
}
