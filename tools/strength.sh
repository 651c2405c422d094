#!/usr/bin/env bash
# The strength runs of docs/strength.md: for each turn game a gauntlet of alpha-beta against a
# uniform-random mover, the 1-ply greedy player and MCTS, colour-swapped pairs from the game's
# openings file, refereed by melee-match. Results go to strength/<game>.{json,txt,records}.
# Every engine searches movetime - 10 ms; the generous --timemargin keeps the baselines (greedy
# lists every whole turn: up to 0.3 s in BALL) from losing on time, so a win is a win on the
# board.
#   tools/strength.sh [--games N] [--movetime MS] [--concurrency C] [game ...]
set -euo pipefail
cd "$(dirname "$0")/.."
games=200
movetime=50
concurrency=2
variants=()
while (($#)); do
  case "$1" in
    --games) games=$2; shift 2 ;;
    --movetime) movetime=$2; shift 2 ;;
    --concurrency) concurrency=$2; shift 2 ;;
    -*) echo "unknown option: $1" >&2; exit 2 ;;
    *) variants+=("$1"); shift ;;
  esac
done
source tools/deps.sh
source tools/engine_games.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build --target melee melee-match
# By default every game whose default search is alpha-beta (the engine says which).
((${#variants[@]})) || mapfile -t variants < <(engine_games build/protocol/melee alphabeta)
mkdir -p strength
engine=build/protocol/melee
for variant in "${variants[@]}"; do
  build/match/melee-match --variant "$variant" --quiet \
    --engine name=AlphaBeta cmd="$engine" option.Search=alphabeta \
    --engine name=Random cmd="$engine" option.Search=random \
    --engine name=Greedy cmd="$engine" option.Search=greedy \
    --engine name=MCTS cmd="$engine" option.Search=mcts \
    --each option.Seed=1 option.Threads=1 "option.Move Overhead=10" \
    --games "$games" --movetime "$movetime" --timemargin 2000 --concurrency "$concurrency" \
    --max-turns 400 \
    --openings "positions/$variant/openings.txt" \
    --records "strength/$variant.records" --json "strength/$variant.json" |
    tee "strength/$variant.txt"
done
