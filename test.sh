#!/usr/bin/env bash
# Installs what is missing, builds and runs every test.
#   ./test.sh            unit, rule, perft, protocol and fuzz-corpus tests, then the
#                        ASan+UBSan build of the same tests (skip it locally with --fast)
#   ./test.sh --long     also the long suites (deep perft, tournaments: ctest label `long`)
#   ./test.sh --fast     skip the sanitizer build (CI never skips it)
set -euo pipefail
cd "$(dirname "$0")"
source tools/deps.sh
long=0
sanitize=1
for arg in "$@"; do
  case "$arg" in
    --long) long=1 ;;
    --fast) sanitize=0 ;;
    *) echo "unknown argument: $arg" >&2; exit 2 ;;
  esac
done
[[ "${CI:-}" == "true" ]] && sanitize=1
jobs=$(nproc)
label_filter=(-LE long)
((long)) && label_filter=()

cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DMELEE_WERROR=ON
cmake --build build -j "$jobs"
ctest --test-dir build --output-on-failure -j "$jobs" "${label_filter[@]}"

if ((sanitize)); then
  cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DMELEE_WERROR=ON \
    -DMELEE_SANITIZE=ON
  cmake --build build-asan -j "$jobs"
  ctest --test-dir build-asan --output-on-failure -j "$jobs" -LE "long|nosanitize"
fi
