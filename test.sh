#!/usr/bin/env bash
# Installs what is missing, builds and runs every test.
#   ./test.sh            the format check, unit, rule, perft, protocol and fuzz-corpus tests,
#                        the WebAssembly build and its tests under Node.js, the packages,
#                        then a build of one subset of the games (MELEE_GAMES) with its tests,
#                        the ASan+UBSan build of the tests and a ThreadSanitizer build of the
#                        threaded ones (skip those locally with --fast)
#   ./test.sh --long     also the long suites (deep perft, tournaments: ctest label `long`)
#   ./test.sh --fast     skip the sanitizer builds (CI never skips them)
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
# Where the time goes: each step's wall time, printed at the end.
timings=()
step_start=$SECONDS
step_done() {
  timings+=("$(printf '%-44s %5d s' "$1" $((SECONDS - step_start)))")
  step_start=$SECONDS
}
trap 'printf "%s\n" "${timings[@]}" >&2' EXIT

tools/check_format.sh; tools/check_paths.sh
step_done "format check"

cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DMELEE_WERROR=ON
cmake --build build -j "$jobs"
step_done "Release build"
ctest --test-dir build --output-on-failure -j "$jobs" "${label_filter[@]}"
step_done "Release tests"

# The engine for the browser (docs/wasm.md): emscripten builds melee.js + melee.wasm, and its
# UGI tests run under Node.js against the Release build's bench signature. NODE_PATH: the
# emscripten JS optimiser needs Debian's acorn, which a Node.js not from Debian does not find.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
emcmake cmake -S . -B build-web -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DMELEE_NATIVE_ENGINE="$PWD/build/protocol/melee"
cmake --build build-web -j "$jobs"
step_done "WebAssembly build"
ctest --test-dir build-web --output-on-failure -L wasm
step_done "WebAssembly tests (Node.js)"

# The release (docs/release.md): tools/package.sh makes dist/ from the two builds above (the
# Debian package, the .tar.gz, the static site's archive, SHA256SUMS; seconds), then the
# artifacts are checked as a user gets them: lintian; the .deb unpacked away from the checkout,
# each program run from there (a UGI session per game, two games of melee-match, the board in
# Chromium); the site's archive served under a sub-path (about 2 minutes in all).
tools/package.sh dist
tests/package/package_test.sh dist
step_done "packages and their tests"

# One subset of the games builds, links and passes its tests alone (docs/adding_a_game.md):
# a turn game with a simultaneous one, without the benches; -O1 compiles twice as fast. Only
# what the game list reaches is built and run: the binaries and every test that iterates the
# registered games. One game's own tests (ball_test, soule_search_test, ...) and the tests
# over toy games only (core_test, search_test, match_test, ...) compile the same code in any
# subset and ran in the Release step; their targets register `<target>_NOT_BUILT` placeholders
# here, which are skipped. Not in unity batches (MELEE_UNITY, CMakeLists.txt):
# every test file here compiles on its own, so none leans on an include of its batch.
if ((sanitize)); then
  cmake -S . -B build-subset -G Ninja -DCMAKE_BUILD_TYPE=Release -DMELEE_WERROR=ON \
    -DMELEE_GAMES="ball;soule" -DMELEE_BENCHES=OFF -DMELEE_UNITY=OFF \
    -DCMAKE_CXX_FLAGS_RELEASE="-O1 -DNDEBUG"
  cmake --build build-subset -j "$jobs" --target melee melee-match melee-tune conformance_test \
    protocol_test protocol_fuzz_lines_test search_mcts_games_test search_mcts_protocol_test \
    tune_games_test match_melee_compliance_test match_melee_tournament_test
  ctest --test-dir build-subset --output-on-failure -j "$jobs" -LE long -E '_NOT_BUILT$'
  step_done "subset (ball;soule) build and tests"
fi

if ((sanitize)); then
  # -Og -g0: about 40 % less compile time than -O1 -g1 for about 7 % more test time (the build
  # is the larger part). A report still names every function of its stack (the symbol table);
  # for line numbers rebuild the one failing test with -g.
  cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DMELEE_WERROR=ON \
    -DMELEE_SANITIZE=ON -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-Og -g0 -DNDEBUG"
  cmake --build build-asan -j "$jobs"
  step_done "ASan+UBSan build"
  ctest --test-dir build-asan --output-on-failure -j "$jobs" -LE long
  step_done "ASan+UBSan tests"

  # ThreadSanitizer (it excludes ASan, hence its own build): only the tests where threads meet
  # (the searchers' stop, ponderhit and Lazy SMP helpers, the command loop's input thread beside
  # its worker, never-deaf and the contract's stop/ponderhit cases on every game, the Soule
  # solver's root threads), and only
  # their targets, with line tables only (-g1): about 3 minutes on 2 cores. Any report fails
  # the test (TSan exits 66); no suppressions. setarch -R: TSan's fixed memory layout does
  # not survive the widest address randomisation some kernels use (vm.mmap_rnd_bits = 32).
  tsan_start=$SECONDS
  cmake -S . -B build-tsan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DMELEE_WERROR=ON \
    -DMELEE_TSAN=ON -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG"
  cmake --build build-tsan -j "$jobs" \
    --target search_test search_mcts_test protocol_test search_contract_test \
    soule_solver_threads_test
  tsan_tests='^(AlphaBetaTest|StopTest|ThreadVoteTest|ThreadCapTest|TranspositionTableTest'
  tsan_tests+='|MctsTest|CommandLoopTest|IncrementalPositionTest|SimultaneousWireTest'
  tsan_tests+='|GoCommandTest|NeverDeafTest)\.|^soule_search/ForcedGoalThreads\.'
  tsan_tests+='|^AllGamesAllSearchers/SearchContractTest\..*_(alphabeta|mcts)_(infinite|ponder)'
  tsan_tests+='|^AllGamesAllSearchers/SearchCadenceTest\..*_alphabeta'
  no_aslr=()
  setarch "$(uname -m)" -R true 2>/dev/null && no_aslr=(setarch "$(uname -m)" -R)
  TSAN_OPTIONS="second_deadlock_stack=1 ${TSAN_OPTIONS:-}" "${no_aslr[@]}" \
    ctest --test-dir build-tsan --output-on-failure -j "$jobs" -R "$tsan_tests"
  echo "ThreadSanitizer step: $((SECONDS - tsan_start)) s" >&2
  step_done "ThreadSanitizer build and tests"
fi

# libFuzzer (clang): the command loop, every position/move parser, each game's position and move
# text and the board's rules API, briefly, each <name>_fuzz from its seed corpus
# tests/fuzz/corpus/<name> (a copy: libFuzzer adds what it finds to its first directory).
# MELEE_FUZZ_SECONDS is the whole step's fuzzing time, shared equally among the targets; a target
# always replays its whole corpus first, even past its share (docs/testing.md).
if ((sanitize)) && [[ -f protocol/registry.cc ]]; then
  CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DMELEE_SANITIZE=ON -DMELEE_FUZZ=ON -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG"
  cmake --build build-fuzz -j "$jobs" --target melee_fuzzers
  step_done "fuzz build (clang)"
  fuzzers=(build-fuzz/tests/fuzz/*_fuzz)
  fuzz_seconds=$((${MELEE_FUZZ_SECONDS:-120} / ${#fuzzers[@]}))
  ((fuzz_seconds > 0)) || fuzz_seconds=1
  for fuzzer in "${fuzzers[@]}"; do
    corpus=$(mktemp -d)
    seeds=tests/fuzz/corpus/$(basename "$fuzzer" _fuzz)
    if [[ -d "$seeds" ]]; then cp "$seeds"/* "$corpus"/; fi  # a new game's starts from nothing
    log="$corpus.log"
    if ! "$fuzzer" -max_total_time="$fuzz_seconds" \
        -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 "$corpus" >"$log" 2>&1; then
      cat "$log"
      echo "fuzz target $fuzzer failed" >&2
      exit 1
    fi
    grep -E "^(Done|stat::number_of_executed_units)" "$log" || true
    rm -rf "$corpus" "$log"
  done
  step_done "fuzzing"
fi
