#!/usr/bin/env bash
# The games an engine binary plays, asked from the engine itself (the UCI_Variant list of
# `ugi`), so scripts never keep a list of their own; sourced by tools/strength.sh and
# tools/sprt.sh, or run: tools/engine_games.sh <engine> [search]
#   engine_games <engine>            every variant, in the engine's order
#   engine_games <engine> alphabeta  the variants whose default Search is alpha-beta
engine_games() {
  local engine=$1 search=${2:-} variant
  for variant in $(printf 'ugi\nquit\n' | "$engine" |
                   sed -n 's/^option name UCI_Variant type combo default [^ ]* //p' |
                   sed 's/var //g'); do
    if [[ -z $search ]] ||
       printf 'setoption name UCI_Variant value %s\nugi\nquit\n' "$variant" | "$engine" |
         grep "^option name Search type combo default $search " >/dev/null; then
      # (not grep -q: its early exit can SIGPIPE the engine, which pipefail reports as failure)
      echo "$variant"
    fi
  done
}

if [[ ${BASH_SOURCE[0]} == "$0" ]]; then
  set -euo pipefail
  engine_games "$@"
fi
