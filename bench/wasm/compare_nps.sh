#!/usr/bin/env bash
# `bench <game>` nodes per second, native against WebAssembly under Node.js, interleaved on the
# same machine (docs/wasm.md): one native run, then one wasm run, `rounds` times per game; prints
# every pair, then per game the medians and wasm/native. Run from the repository root after
# building both (build/protocol/melee, build-web/melee.js).
#   bench/wasm/compare_nps.sh [rounds]
set -euo pipefail
rounds=${1:-3}
native=build/protocol/melee
web=build-web/melee-node.js
nps() { sed -n 's/^Nodes\/second: //p'; }
median() { sort -n | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR+1)/2] : int((v[NR/2]+v[NR/2+1])/2)}'; }
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
for game in bulltricker ball cannonball soule; do
  n=() w=()
  for ((r = 0; r < rounds; ++r)); do
    n+=("$("$native" bench "$game" | nps)")
    w+=("$(echo "bench $game" | node "$web" | nps)")
    echo "$game round $r: native ${n[-1]} wasm ${w[-1]}"
  done
  nm=$(printf '%s\n' "${n[@]}" | median)
  wm=$(printf '%s\n' "${w[@]}" | median)
  echo "$game median: native $nm wasm $wm ratio $(awk -v a="$wm" -v b="$nm" 'BEGIN {printf "%.2f", a / b}')"
done
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
