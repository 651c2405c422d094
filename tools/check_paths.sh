#!/usr/bin/env bash
# Fails, naming file and line, when a tracked file holds an absolute path into a home or work
# folder (under /home, /root, /Users or /work): such a path names the machine a file was
# written on, not the project. Name files relative to the repository root instead (the
# specs: ../shared/spec/<game>.md). Run by ./test.sh next to tools/check_format.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
# A path starts after a separator (start of line, space, quote, '(', '=', ':' ...), so a URL
# such as https://example.org/home/ is not one; the trailing '/' names a folder below it.
pattern='(^|[[:space:]"'"'"'`(=:,;<>[])(/home|/root|/Users|/work)/'
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  hits=$(git grep -n -I -E "$pattern" -- . || true)
else
  hits=$(grep -r -n -I -E "$pattern" --exclude-dir='build*' --exclude-dir=.git . || true)
fi
if [[ -n "$hits" ]]; then
  echo "absolute machine paths in tracked files (name them relative to the repository):" >&2
  printf '%s\n' "$hits" >&2
  exit 1
fi
echo "paths: no absolute home or work folder in tracked files"
