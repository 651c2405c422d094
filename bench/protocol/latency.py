#!/usr/bin/env python3
"""Never deaf, measured: the time from sending `isready`, `stop` or `quit` during a search
(with state changes queued behind it) to the engine's answer, p50 / p99 / max over many trials
per game. A benchmark, not a test: numbers vary with machine load.

  bench/protocol/latency.py [--engine build/protocol/melee] [--trials 100]
"""
import argparse
import os
import sys
import time

from engine_pipe import Engine, engine_games


def percentile(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


def main():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    ap = argparse.ArgumentParser()
    ap.add_argument("--engine", default=os.path.join(root, "build", "protocol", "melee"))
    ap.add_argument("--trials", type=int, default=100)
    ap.add_argument("--games", help="comma-separated (default: every game the engine plays)")
    args = ap.parse_args()
    print(f"{'game':12} {'command':8} {'p50 ms':>7} {'p99 ms':>7} {'max ms':>7}")
    games = args.games.split(",") if args.games else engine_games(args.engine)
    for game in games:
        samples = {"isready": [], "stop": [], "quit": []}
        engine = Engine([args.engine, "--variant", game])
        for trial in range(args.trials):
            engine.send("position startpos")
            engine.send("go infinite")
            engine.send("position startpos")  # queued behind the search
            time.sleep(0.02)
            start = time.monotonic()
            engine.send("isready")
            engine.read_until("readyok")
            samples["isready"].append((time.monotonic() - start) * 1000)
            start = time.monotonic()
            engine.send("stop")
            engine.read_until("bestmove")
            samples["stop"].append((time.monotonic() - start) * 1000)
            engine.send("isready")
            engine.read_until("readyok")
        engine.send("quit")
        engine.p.wait()
        for trial in range(max(10, args.trials // 10)):
            engine = Engine([args.engine, "--variant", game])
            engine.send("position startpos")
            engine.send("go depth 100")
            engine.send("position startpos")
            time.sleep(0.05)
            start = time.monotonic()
            engine.send("quit")
            engine.p.wait()
            samples["quit"].append((time.monotonic() - start) * 1000)
        for command, values in samples.items():
            print(f"{game:12} {command:8} {percentile(values, 50):7.2f} "
                  f"{percentile(values, 99):7.2f} {max(values):7.2f}", flush=True)


if __name__ == "__main__":
    sys.exit(main())
