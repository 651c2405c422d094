#!/usr/bin/env bash
# `bench <game>` nodes per second, native against WebAssembly under Node.js, interleaved on the
# same machine (docs/wasm.md): one native run, then one wasm run, `rounds` times per game; prints
# every pair, then per game the medians and wasm/native. Run from the repository root after
# building both (build/protocol/melee, build-web/melee.js). Wall-clock rates, as `bench`
# prints them: on a loaded machine compare the ratios, not the rates.
#   bench/wasm/compare_nps.sh [rounds]
set -euo pipefail
rounds=${1:-3}
native=build/protocol/melee
nps() { sed -n 's/^Nodes\/second: //p'; }
# The wasm engine through its module interface: end of input would be `quit` and stop the bench.
web_nps() {
  node -e "const e = {print: (l) => { if (l.startsWith('Nodes/second: ')) {
             console.log(l.slice(14)); process.exit(0); } }};
           require('./build-web/melee.js')(e); e.sendLine('bench $1');"
}
median() { sort -n | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR+1)/2] : int((v[NR/2]+v[NR/2+1])/2)}'; }
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
for game in bulltricker ball cannonball soule; do
  n=() w=()
  for ((r = 0; r < rounds; ++r)); do
    n+=("$("$native" bench "$game" | nps)")
    w+=("$(web_nps "$game")")
    echo "$game round $r: native ${n[-1]} wasm ${w[-1]}"
  done
  nm=$(printf '%s\n' "${n[@]}" | median)
  wm=$(printf '%s\n' "${w[@]}" | median)
  echo "$game median: native $nm wasm $wm ratio $(awk -v a="$wm" -v b="$nm" 'BEGIN {printf "%.2f", a / b}')"
done
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
