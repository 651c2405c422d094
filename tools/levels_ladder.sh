#!/usr/bin/env bash
# Measures the skill-level ladder of docs/levels.md: for each game, a round robin (or a
# gauntlet of the first engine) of Melee at several `Skill Level`s with the uniform-random
# and greedy movers as anchors, refereed by melee-match from the game's openings, then the
# rating list of the records anchored at Random = 0 (`melee-match ratings`). Results go to
# levels/<game>.{records,txt,ratings.json}. Fixed nodes by default, so the ladder does not
# depend on the machine's load; --movetime measures it at a time control instead.
#   tools/levels_ladder.sh [--levels "0 5 10 15 20"] [--games N] [--nodes N | --movetime MS]
#                          [--format roundrobin|gauntlet] [--concurrency C] [game ...]
set -euo pipefail
cd "$(dirname "$0")/.."
levels="0 5 10 15 20"
games=20
limit=(--nodes 20000)
format=roundrobin
concurrency=1
variants=()
while (($#)); do
  case "$1" in
    --levels) levels=$2; shift 2 ;;
    --games) games=$2; shift 2 ;;
    --nodes) limit=(--nodes "$2"); shift 2 ;;
    --movetime) limit=(--movetime "$2" --timemargin 2000); shift 2 ;;
    --format) format=$2; shift 2 ;;
    --concurrency) concurrency=$2; shift 2 ;;
    -*) echo "unknown option: $1" >&2; exit 2 ;;
    *) variants+=("$1"); shift ;;
  esac
done
source tools/engine_games.sh
engine=build/protocol/melee
match=build/match/melee-match
[[ -x $engine && -x $match ]] || { echo "build melee and melee-match first" >&2; exit 2; }
((${#variants[@]})) || mapfile -t variants < <(engine_games "$engine")
mkdir -p levels
for variant in "${variants[@]}"; do
  engines=()
  for level in $levels; do
    engines+=(--engine "name=L$level" cmd="$engine" "option.Skill Level=$level")
  done
  engines+=(--engine name=Greedy cmd="$engine" option.Search=greedy
            --engine name=Random cmd="$engine" option.Search=random)
  rm -f "levels/$variant.records"
  "$match" --variant "$variant" --quiet --format "$format" "${engines[@]}" \
    --each option.Seed=1 option.Threads=1 \
    --games "$games" "${limit[@]}" --concurrency "$concurrency" --max-turns 300 \
    --openings "positions/$variant/openings.txt" --records "levels/$variant.records" \
    >"levels/$variant.txt"
  "$match" ratings "levels/$variant.records" --anchor Random=0 \
    --json "levels/$variant.ratings.json" | tee -a "levels/$variant.txt"
done
