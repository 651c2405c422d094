#!/usr/bin/env python3
"""Time to depth at Threads 1 and Threads 2: how much a second thread speeds one search up.

Runs `go depth D` from the first N lines of positions/<game>/openings.txt, once with each
thread count (a fresh engine per count, `uginewgame` before each position), and prints the
wall time of each search and the speed-up (Threads 1 time / Threads 2 time). Wall times: run
it on an otherwise idle machine, or the second thread gets no core of its own.

  tools/time_to_depth.py build/protocol/melee ball 7 8
"""
import argparse
import statistics
import time
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench" / "protocol"))
from engine_pipe import engine_playing, openings  # noqa: E402  (the protocol benchmarks' client)


def search_times(engine, game, depth, fens, threads):
    client = engine_playing(engine, game, threads)
    times = []
    for fen in fens:
        client.send("uginewgame")
        client.send("position fen " + fen)
        client.sync()
        start = time.perf_counter()
        client.send(f"go depth {depth}")
        client.read_until("bestmove")
        times.append(time.perf_counter() - start)
    client.quit()
    return times


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("engine")
    parser.add_argument("game")
    parser.add_argument("depth", type=int)
    parser.add_argument("positions", type=int, help="the first N lines of the openings file")
    args = parser.parse_args()
    fens = openings(ROOT, args.game)[:args.positions]
    one = search_times(args.engine, args.game, args.depth, fens, 1)
    two = search_times(args.engine, args.game, args.depth, fens, 2)
    for fen, a, b in zip(fens, one, two):
        print(f"{a:7.3f} s {b:7.3f} s {a / b:5.2f}x  {fen}")
    ratios = [a / b for a, b in zip(one, two)]
    print(f"{args.game} depth {args.depth}, {len(fens)} positions: Threads 1 median "
          f"{statistics.median(one):.2f} s (total {sum(one):.1f} s), Threads 2 median "
          f"{statistics.median(two):.2f} s (total {sum(two):.1f} s); speed-up median "
          f"{statistics.median(ratios):.2f}x, of the totals {sum(one) / sum(two):.2f}x, "
          f"min {min(ratios):.2f}x, max {max(ratios):.2f}x")


if __name__ == "__main__":
    main()
