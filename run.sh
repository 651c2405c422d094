#!/usr/bin/env bash
# Installs what is missing, builds Melee (Release) and starts the engine; arguments go to it.
#   ./run.sh                      # the protocol on stdin/stdout
#   ./run.sh --variant soule      # start on another game
#   ./run.sh bench                # the node-count signature
#   ./run.sh board [options]      # Melee Board, the browser GUI (docs/board.md)
#   ./run.sh web [port]           # the board as a static site, no server (docs/board.md)
#   ./run.sh package              # the release's packages in dist/ (docs/release.md)
set -euo pipefail
cd "$(dirname "$0")"
source tools/deps.sh
if [[ "${1:-}" == "package" ]]; then
  exec tools/package.sh dist
fi
if [[ "${1:-}" == "web" ]]; then
  # The WebAssembly build (docs/wasm.md) assembles build-web/site/; a plain static file server
  # serves it (any other would do: the site is files only).
  export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
  emcmake cmake -S . -B build-web -G Ninja -DCMAKE_BUILD_TYPE=Release >&2
  cmake --build build-web --target site >&2
  port="${2:-8081}"
  [[ "$port" =~ ^[0-9]+$ ]] || { echo "run.sh web: the port must be a number, not '$port'" >&2; exit 2; }
  echo "Melee Board (static site): http://127.0.0.1:$port/" >&2
  exec python3 -m http.server "$port" --bind 127.0.0.1 --directory build-web/site
fi
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >&2
if [[ "${1:-}" == "board" ]]; then
  shift
  cmake --build build --target melee melee-board >&2
  exec build/board/melee-board "$@"
fi
cmake --build build --target melee >&2
echo "engine: $(pwd)/build/protocol/melee" >&2
exec build/protocol/melee "$@"
