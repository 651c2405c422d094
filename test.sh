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

# libFuzzer (clang): the command loop and every position/move parser, briefly, from the seed
# corpus in tests/fuzz/corpus (a copy: libFuzzer adds what it finds to its first directory).
if ((sanitize)) && [[ -f protocol/registry.cc ]]; then
  CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DMELEE_SANITIZE=ON -DMELEE_FUZZ=ON
  cmake --build build-fuzz -j "$jobs" --target command_loop_fuzz position_parsers_fuzz
  for target in command_loop:command_loop_fuzz positions:position_parsers_fuzz; do
    corpus=$(mktemp -d)
    cp tests/fuzz/corpus/"${target%%:*}"/* "$corpus"/
    log="$corpus.log"
    if ! build-fuzz/tests/fuzz/"${target#*:}" -max_total_time="${MELEE_FUZZ_SECONDS:-30}" \
        -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 "$corpus" >"$log" 2>&1; then
      cat "$log"
      echo "fuzz target ${target#*:} failed" >&2
      exit 1
    fi
    grep -E "^(Done|stat::number_of_executed_units)" "$log" || true
    rm -rf "$corpus" "$log"
  done
fi
