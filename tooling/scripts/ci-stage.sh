# Sourced by tooling/scripts/test.sh and .ci/run: `stage <name> <command...>` runs one stage of the tests
# and then says how long it took: wall-clock seconds, and the CPU seconds of the processes it
# waited for, as the kernel accounts them (a busy loop in a Chromium renderer adds nothing to them:
# the renderers' time is not in these figures).
stage() {
  local name=$1
  shift
  local TIMEFORMAT="[stage] $name: %R s wall, %U s user + %S s system CPU"
  echo "[stage] $name: $*"
  time "$@"
}
