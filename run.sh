#!/usr/bin/env bash
# Installs what is missing, builds Melee (Release) and starts the engine; arguments go to it.
#   ./run.sh                      # the protocol on stdin/stdout
#   ./run.sh --variant soule      # start on another game
#   ./run.sh bench                # the node-count signature
#   ./run.sh board [options]      # Melee Board, the browser GUI (docs/board.md)
set -euo pipefail
cd "$(dirname "$0")"
source tools/deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >&2
if [[ "${1:-}" == "board" ]]; then
  shift
  cmake --build build --target melee melee-board >&2
  exec build/board/melee-board "$@"
fi
cmake --build build --target melee >&2
echo "engine: $(pwd)/build/protocol/melee" >&2
exec build/protocol/melee "$@"
