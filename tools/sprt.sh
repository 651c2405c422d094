#!/usr/bin/env bash
# SPRT of the working tree's engine against a base commit, per turn game (docs/strength.md).
#
#   tools/sprt.sh [options] <base-ref> [game ...]      # games: those whose default Search is alphabeta
#
# The working tree is built in $MELEE_SPRT_BUILD (default build-sprt/) and its `melee` and
# `melee-match` copied to a snapshot in that directory, so later edits and rebuilds cannot
# change the engine under a running test. The base ref is built once per commit in a detached
# git worktree under $MELEE_SPRT_CACHE (default /tmp/melee-sprt/<commit>/: src/ the worktree,
# build/ its build); a later run with the same commit reuses it. The working tree's
# melee-match referees every game.
#
# Each game: New (working tree) against Base, colour-swapped pairs from
# positions/<game>/openings.txt, one thread each, fixed short time control, stopped when the
# LLR crosses a bound or after --games games. Results: <out>/<game>.{json,txt,records},
# <out>/provenance.txt (both commits), <out>/summary.txt (the final table).
#
# Options (defaults in brackets):
#   --games N          most games per game [400]
#   --movetime MS      per-move time [50]; every engine keeps Move Overhead 10 ms back
#   --nodes N          a node limit per move instead of a movetime (deterministic, load-proof)
#   --elo0 E --elo1 E  the hypotheses H0: elo <= elo0, H1: elo >= elo1 [0, 5]
#   --alpha A --beta B error rates [0.05, 0.05]
#   --concurrency C    games at once [1]
#   --threads T        the engines' Threads option [1]
#   --option NAME=VAL  an extra option for both engines (repeatable)
#   --out DIR          result directory [strength/sprt/<base-commit-short>]
set -euo pipefail
cd "$(dirname "$0")/.."

games=400
movetime=50
nodes=""
elo0=0
elo1=5
alpha=0.05
beta=0.05
concurrency=1
threads=1
extra=()
out=""
positional=()
while (($#)); do
  case "$1" in
    --games) games=$2; shift 2 ;;
    --movetime) movetime=$2; shift 2 ;;
    --nodes) nodes=$2; shift 2 ;;
    --elo0) elo0=$2; shift 2 ;;
    --elo1) elo1=$2; shift 2 ;;
    --alpha) alpha=$2; shift 2 ;;
    --beta) beta=$2; shift 2 ;;
    --concurrency) concurrency=$2; shift 2 ;;
    --threads) threads=$2; shift 2 ;;
    --option) extra+=("option.$2"); shift 2 ;;
    --out) out=$2; shift 2 ;;
    -h|--help) sed -n '2,27p' "$0"; exit 0 ;;
    -*) echo "unknown option: $1" >&2; exit 2 ;;
    *) positional+=("$1"); shift ;;
  esac
done
if ((${#positional[@]} == 0)); then
  echo "usage: tools/sprt.sh [options] <base-ref> [game ...]" >&2
  exit 2
fi
base_ref=${positional[0]}
variants=("${positional[@]:1}")

base_commit=$(git rev-parse --verify "$base_ref^{commit}") ||
  { echo "unknown base ref: $base_ref" >&2; exit 2; }
short=${base_commit:0:10}
out=${out:-strength/sprt/$short}
build=${MELEE_SPRT_BUILD:-build-sprt}
cache=${MELEE_SPRT_CACHE:-/tmp/melee-sprt}/$base_commit

source tools/deps.sh
source tools/engine_games.sh
log() { echo "sprt: $*" >&2; }

# The base: a detached worktree of the commit, built once.
base_engine=$cache/build/protocol/melee
if [[ ! -x $base_engine ]]; then
  if [[ ! -d $cache/src ]]; then
    git worktree prune
    mkdir -p "$cache"
    git worktree add --detach "$cache/src" "$base_commit" >&2
  fi
  log "building base $short in $cache/build"
  cmake -S "$cache/src" -B "$cache/build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build "$cache/build" --target melee >&2
else
  log "base $short: cached $base_engine"
fi

# The working tree, snapshotted.
log "building the working tree in $build"
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build" --target melee melee-match >&2
# The games: by default every one whose default search is alpha-beta (the engine says which).
mapfile -t alpha_beta_games < <(engine_games "$build/protocol/melee" alphabeta)
((${#variants[@]})) || variants=("${alpha_beta_games[@]}")
for v in "${variants[@]}"; do
  if [[ " ${alpha_beta_games[*]} " != *" $v "* ]]; then
    echo "not a game with alpha-beta by default: '$v' (${alpha_beta_games[*]})" >&2
    exit 2
  fi
done
mkdir -p "$out"
out=$(realpath "$out")
# The snapshot stays in the build directory (out of git), one per result directory.
snapshot=$build/sprt-snapshots/$(echo "$out" | tr / _)
mkdir -p "$snapshot"
new_engine=$(realpath "$snapshot")/melee-new
cp "$build/protocol/melee" "$new_engine"
referee=$snapshot/melee-match
cp "$build/match/melee-match" "$referee"
{
  echo "base $base_commit ($base_ref)"
  echo "new  $(git rev-parse HEAD) + working tree ($(git status --porcelain | wc -l) changed files)"
  echo "date $(date -u +%FT%TZ)"
} >"$out/provenance.txt"

if [[ -n $nodes ]]; then
  limit=(--nodes "$nodes" --hang-timeout 60000)
  tc="nodes $nodes"
else
  # The margin only absorbs a loaded machine's scheduling; both engines answer within movetime.
  limit=(--movetime "$movetime" --timemargin 1000)
  tc="movetime $movetime"
fi

summary=()
for variant in "${variants[@]}"; do
  log "$variant: New vs Base $short, $tc, at most $games games"
  start=$(date +%s)
  "$referee" --variant "$variant" --quiet \
    --engine name=New cmd="$new_engine" \
    --engine name=Base cmd="$base_engine" \
    --each option.Search=alphabeta option.Seed=1 "option.Threads=$threads" \
    "option.Move Overhead=10" ${extra[@]+"${extra[@]}"} \
    --games "$games" "${limit[@]}" --concurrency "$concurrency" --max-turns 400 \
    --openings "positions/$variant/openings.txt" \
    --sprt "elo0=$elo0" "elo1=$elo1" "alpha=$alpha" "beta=$beta" \
    --records "$out/$variant.records" --json "$out/$variant.json" | tee "$out/$variant.txt"
  elapsed=$(($(date +%s) - start))
  summary+=("$(jq -r --arg v "$variant" --arg t "$elapsed" -f /dev/stdin \
    "$out/$variant.json" <<'JQ'
def r(x; p): if x == null then "inf" else ((x * p | round) / p | tostring) end;
"\($v)\tLLR \(r(.sprt.llr; 100)) [\(r(.sprt.lower; 100)), \(r(.sprt.upper; 100))]" +
" \(.sprt.verdict)" +
"\tgames \(.games)\tW-D-L \(.wins)-\(.draws)-\(.losses)" +
"\tElo \(r(.elo; 10)) +- \(r(.elo_ci95; 10))\t\($t) s"
JQ
)")
done

echo
echo "SPRT New (working tree) vs Base $short ($base_ref), $tc, elo0=$elo0 elo1=$elo1" \
  "alpha=$alpha beta=$beta, at most $games games"
printf '%s\n' "${summary[@]}" | column -t -s $'\t'
printf '%s\n' "${summary[@]}" >"$out/summary.txt"
