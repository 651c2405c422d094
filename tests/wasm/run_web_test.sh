#!/usr/bin/env bash
# `./run.sh web [port]` as README.md shows it: it builds (nothing to do after test.sh's
# WebAssembly step) and serves build-web/site; the page, transport.json and both .wasm files
# answer, the .wasm as application/wasm (browsers compile it streaming only then). A port that is
# not a number is refused.
set -euo pipefail
source_dir=$1
cd "$source_dir"
if ./run.sh web not-a-port 2> /tmp/run_web_test.$$; then
  echo "FAIL: run.sh web accepted a port that is not a number"; exit 1
fi
grep -q "the port must be a number" /tmp/run_web_test.$$ || { cat /tmp/run_web_test.$$; exit 1; }
rm -f /tmp/run_web_test.$$
port=$(/usr/bin/python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
setsid ./run.sh web "$port" > /dev/null 2>&1 &
server=$!
trap 'kill -- -"$server" 2> /dev/null || true' EXIT
url="http://127.0.0.1:$port"
# Waits for the server (the build may have something to do), then checks what it serves.
/usr/bin/python3 - "$url" "$server" <<'PY'
import json, os, sys, time, urllib.request
url, server = sys.argv[1], int(sys.argv[2])
def fetch(path):
    with urllib.request.urlopen(f"{url}/{path}", timeout=10) as r:
        return r.headers.get("Content-Type", ""), r.read()
for _ in range(1200):
    try:
        fetch("")
        break
    except OSError:
        try:
            os.kill(server, 0)
        except OSError:
            sys.exit("FAIL: run.sh web ended before serving")
        time.sleep(0.5)
for path, want in [("", "text/html"), ("transport.json", "application/json"),
                   ("melee.wasm", "application/wasm"), ("melee-rules.wasm", "application/wasm"),
                   ("melee-worker.js", "text/javascript")]:
    kind, body = fetch(path)
    if not kind.startswith(want):
        sys.exit(f"FAIL: /{path} served as {kind!r}, not {want}")
    if path == "transport.json" and json.loads(body) != {"transport": "worker"}:
        sys.exit(f"FAIL: transport.json is {body!r}")
print(f"run.sh web serves the static site on {url}")
PY
