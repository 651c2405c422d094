#!/usr/bin/env bash
# `bench <game>` speed, WebAssembly under Node.js against native, on the same machine
# (docs/wasm.md). Both sides are timed in CPU time (user + system, all threads), not wall clock,
# so the load of other processes mostly cancels out; the nodes are the same on both sides (the
# bench signature), so wasm/native nodes per second = native CPU / wasm CPU. Per game and round:
# one native run, then one Node.js process that runs the bench twice: "cold" is its first run
# (V8's baseline code and its optimising compiles included, as a page's first search), "warm"
# its second. Prints every round, then per game the median ratios. Run from the repository
# root after building both (build/protocol/melee, build-web/melee.js; WASM_DIR=<folder> takes
# melee.js from another build folder, to compare two WebAssembly builds against one native).
#   bench/wasm/compare_nps.sh [rounds] [games...]
set -euo pipefail
rounds=${1:-5}
shift || true
games=("$@")
[[ ${#games[@]} -eq 0 ]] && games=(bulltricker ball cannonball soule)
here=$(dirname "$0")
wasm_dir=${WASM_DIR:-build-web}
# One native bench: its CPU milliseconds (the process's user + system time), then its nodes.
native_run() {
  local out times
  TIMEFORMAT='%U %S'
  times=$({ time build/protocol/melee bench "$1" > "$tmp"; } 2>&1)
  out=$(sed -n 's/^Nodes searched: //p' "$tmp")
  awk -v t="$times" -v n="$out" 'BEGIN {split(t, a, " "); printf "%.1f %s\n", (a[1] + a[2]) * 1000, n}'
}
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
median() { sort -g | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'; }
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
for game in "${games[@]}"; do
  cold=() warm=()
  for ((r = 0; r < rounds; ++r)); do
    read -r n nodes < <(native_run "$game")
    mapfile -t w < <(node "$here/bench_cpu.js" "$wasm_dir" "$game" 2)
    for run in "${w[@]}"; do  # the same search on both sides, or the ratio means nothing
      [[ ${run#* } == "$nodes" ]] || { echo "$game: wasm searched ${run#* } nodes, native $nodes"; exit 1; }
    done
    w=("${w[@]%% *}")
    cold+=("$(awk -v a="$n" -v b="${w[0]}" 'BEGIN {printf "%.3f", a / b}')")
    warm+=("$(awk -v a="$n" -v b="${w[1]}" 'BEGIN {printf "%.3f", a / b}')")
    echo "$game round $r: native ${n} ms, wasm cold ${w[0]} ms, warm ${w[1]} ms"
  done
  echo "$game wasm/native nodes per second: cold $(printf '%s\n' "${cold[@]}" | median)," \
       "warm $(printf '%s\n' "${warm[@]}" | median)"
done
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
