#!/usr/bin/env python3
"""The static site's numbers for docs/board.md ("Static site"), on this machine:
- load: the time from navigation to a playable board (the rules answered, the position drawn),
  in a fresh headless Chromium each run (cold: melee-rules.wasm compiled) and on reload;
- nps: `go movetime MS` from each game's start position, Melee for WebAssembly in a Web Worker
  of headless Chromium against the native build/protocol/melee, interleaved run by run (the
  ratio of medians; the machine's load hits both alike);
- bench: `bench` sent to the worker in Chromium, its signature against native `melee bench`.
  /usr/bin/python3 tests/board/static_site_measure.py --site build-web/site \\
      --native build/protocol/melee [--runs 5] [--movetime 2000]"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import time

from browser_util import start_browser, wait
from static_site_test import serve

GAMES = ("bulltricker", "ball", "cannonball", "soule")

# Runs UGI lines in a fresh melee-worker.js; resolves with every line up to the one `last`
# matches. arguments: lines, the pattern of the last line, then selenium's callback.
WORKER_SESSION = """
const [lines, last, done] = arguments;
const engine = new Worker('melee-worker.js'), out = [];
engine.onmessage = (e) => {
  out.push(e.data);
  if (new RegExp(last).test(e.data)) { engine.terminate(); done(out); }
};
engine.onerror = (e) => done(out.concat(['error: ' + e.message]));
lines.forEach((l) => engine.postMessage(l));
"""


def search_lines(variant, movetime):
    return ["uci", f"setoption name UCI_Variant value {variant}", "isready", "position startpos", f"go movetime {movetime}"]


def nps_of(lines):
    """nodes / time of the latest report (the most `time`: the last line may repeat an older
    depth's result)."""
    best = None
    for line in lines:
        n, t = re.search(r"\bnodes (\d+)", line), re.search(r"\btime (\d+)", line)
        if n and t and int(t.group(1)) > 0 and (best is None or int(t.group(1)) > best[1]):
            best = (int(n.group(1)), int(t.group(1)))
    assert best, "no nodes and time in:\n" + "\n".join(lines)
    return best[0] * 1000 // best[1]


def native_session(native, lines, last):
    """Lines sent to the native engine, its output up to the line `last` matches (`quit` only
    then: a `quit` during a search ends it)."""
    engine = subprocess.Popen([native], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    engine.stdin.write("\n".join(lines) + "\n")
    engine.stdin.flush()
    out = []
    for line in engine.stdout:
        out.append(line.rstrip("\n"))
        if re.search(last, out[-1]):
            break
    engine.communicate("quit\n", timeout=60)
    assert re.search(last, out[-1]), out[-5:]
    return out


def measure_load(driver_factory, base, runs):
    def playable(driver):
        driver.get(f"{base}/?variant=bulltricker&mode=hh")
        # Milliseconds from navigation to the first drawn position.
        return driver.execute_async_script(
            "const done = arguments[0], b = document.getElementById('board');"
            "const check = () => { if (b.dataset.fen) { done(performance.now()); return true; } return false; };"
            "if (!check()) new MutationObserver((m, o) => { if (check()) o.disconnect(); }).observe(b, {attributes: true});")
    cold, warm = [], []
    for _ in range(runs):
        driver = driver_factory()
        try:
            driver.set_script_timeout(120)
            cold.append(playable(driver))
            warm.append(playable(driver))
        finally:
            driver.quit()
    return cold, warm


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--site", required=True)
    ap.add_argument("--native", required=True)
    ap.add_argument("--chromedriver", default="chromedriver")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--movetime", type=int, default=2000)
    ap.add_argument("--skip", default="", help="comma-separated: load,nps,bench")
    args = ap.parse_args()
    skip = set(args.skip.split(","))
    print(f"load average before: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f}")
    server, base = serve(args.site)
    try:
        if "load" not in skip:
            cold, warm = measure_load(lambda: start_browser(args.chromedriver), base, args.runs)
            print(f"load to a playable board: cold median {statistics.median(cold):.0f} ms {sorted(round(x) for x in cold)}, "
                  f"reload median {statistics.median(warm):.0f} ms {sorted(round(x) for x in warm)}")
        driver = start_browser(args.chromedriver)
        driver.set_script_timeout(900)
        try:
            driver.get(f"{base}/transport.json")
            if "nps" not in skip:
                for variant in GAMES:
                    wasm, native = [], []
                    for _ in range(args.runs):
                        lines = search_lines(variant, args.movetime)
                        wasm.append(nps_of(driver.execute_async_script(WORKER_SESSION, lines, "^bestmove")))
                        native.append(nps_of(native_session(args.native, lines, "^bestmove")))
                    w, n = statistics.median(wasm), statistics.median(native)
                    print(f"nps {variant}: browser median {w:.0f} {sorted(wasm)}, native median {n:.0f} {sorted(native)}, "
                          f"ratio {w / n:.2f}", flush=True)
            if "bench" not in skip:
                started = time.time()
                out = driver.execute_async_script(WORKER_SESSION, ["bench"], "^Nodes searched")
                browser_sig = [l for l in out if l.startswith("Nodes searched")][-1]
                native_out = subprocess.run([args.native, "bench"], capture_output=True, text=True, timeout=900).stdout
                native_sig = [l for l in native_out.split("\n") if "Nodes searched" in l][-1]
                print(f"bench in Chromium: {browser_sig} ({time.time() - started:.0f} s with native's); native: {native_sig}; "
                      f"{'equal' if browser_sig.split()[-1] == native_sig.split()[-1] else 'DIFFERENT'}")
        finally:
            driver.quit()
    finally:
        server.terminate()
        server.wait(timeout=30)
    print(f"load average after: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
