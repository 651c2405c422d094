#!/usr/bin/env bash
# Fails, naming the files, when a C++ file of the repository differs from .clang-format
# (Google style, 100 columns). Run by ./test.sh before the build; fix with
#   tools/check_format.sh --fix
set -euo pipefail
cd "$(dirname "$0")/.."
fix=0
[[ ${1:-} == --fix ]] && fix=1
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  mapfile -t files < <(git ls-files -- '*.cc' '*.h')
else
  mapfile -t files < <(find . -path './build*' -prune -o \( -name '*.cc' -o -name '*.h' \) -print)
fi
if ((fix)); then
  clang-format -i "${files[@]}"
  exit 0
fi
# One clang-format process for every file: its errors name "file:line:col: error: ...".
mapfile -t bad < <(clang-format --dry-run --Werror "${files[@]}" 2>&1 >/dev/null |
                   sed -n 's/^\([^:]*\):[0-9]*:[0-9]*: error:.*/\1/p' | sort -u)
if ((${#bad[@]})); then
  echo "clang-format: ${#bad[@]} file(s) differ from .clang-format (tools/check_format.sh --fix):" >&2
  printf '  %s\n' "${bad[@]}" >&2
  exit 1
fi
echo "clang-format: ${#files[@]} files formatted"

# History lives in docs/ and the commit messages, not in code comments: a comment of a .h, .cc
# or .js file that names a stop or gives an Elo, SPRT or LLR figure is refused. match/ and tests/
# are left out: Elo and SPRT are their subject (report formats, statistics tests), not history.
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  mapfile -t commented < <(git ls-files -- '*.cc' '*.h' '*.js' ':!match/' ':!tests/')
else
  mapfile -t commented < <(find . \( -path './build*' -o -path './match' -o -path './tests' \) -prune \
                             -o \( -name '*.cc' -o -name '*.h' -o -name '*.js' \) -print)
fi
history='(//|^ *[*] ).*(\<[Ss]tops? [0-9]+\>|[0-9] Elo\>|\<Elo [+-]?[0-9]|\<SPRT\>.*[0-9]|\<LLR [+-]?[0-9])'
if grep -nE "$history" "${commented[@]}" >&2; then
  echo "history in code comments (above): say why the code is as it is; figures and past" \
       "attempts go to docs/ (search.md, soule_search.md, strength.md)" >&2
  exit 1
fi
echo "comments: no history in ${#commented[@]} files"
