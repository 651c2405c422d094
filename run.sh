#!/usr/bin/env bash
# Installs what is missing, builds Melee (Release) and starts the engine; arguments go to it.
#   ./run.sh                      # the protocol on stdin/stdout
#   ./run.sh --variant soule      # start on another game
#   ./run.sh bench                # the node-count signature
set -euo pipefail
cd "$(dirname "$0")"
source tools/deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >&2
cmake --build build --target melee >&2
echo "engine: $(pwd)/build/protocol/melee" >&2
exec build/protocol/melee "$@"
