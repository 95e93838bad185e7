# Sourced by scripts/test.sh and .ci/run: `stage <name> <command...>` runs one stage of the tests
# and then says how long it took, in wall-clock seconds and in CPU seconds of all its processes.
stage() {
  local name=$1
  shift
  local TIMEFORMAT="[stage] $name: %R s wall, %U s user + %S s system CPU"
  echo "[stage] $name: $*"
  time "$@"
}
