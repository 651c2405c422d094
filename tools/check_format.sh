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
