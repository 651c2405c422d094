#!/usr/bin/env python3
"""Nodes a second at Threads 1 and Threads 2: how much of a second core the threads use.

Runs `go movetime T` from the given lines of positions/<game>/openings.txt (1-based), once at
Threads 1 and once at Threads 2, a fresh engine for every search, and compares the `nps` of the
last `info` (the whole search's nodes over its time: a search ends its iterations before the
deadline when the next cannot finish, so raw node totals would compare unequal times). Prints
each line's ratio, then the median, the geometric mean and the ratio of the summed rates.

A single position's ratio moves by +-0.1-0.2 from run to run and lies anywhere from about 1.6
to 2.5: deeper iterations cost more per node, and two threads spend more of the time in them.
So judge a game by many positions. Run it on an otherwise idle machine: with no core of its
own, the second thread adds nothing.

  tools/thread_nodes.py build/protocol/melee cannonball 5000 1-40
"""
import argparse
import math
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench" / "protocol"))
from engine_pipe import engine_playing, openings, parse_lines  # noqa: E402  (the protocol benchmarks' client)


def search_rate(engine, game, threads, fen, movetime):
    client = engine_playing(engine, game, threads)
    client.send("position fen " + fen)
    client.send(f"go movetime {movetime}")
    reports = [line for line in client.read_until("bestmove")
               if line.startswith("info") and " nps " in line]
    client.quit()
    if not reports:
        raise RuntimeError(f"no info with nps before bestmove at Threads {threads}: {fen}")
    tokens = reports[-1].split()
    return int(tokens[tokens.index("nps") + 1])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("engine")
    parser.add_argument("game")
    parser.add_argument("movetime", type=int, help="milliseconds a search")
    parser.add_argument("lines", help="openings lines, 1-based: 3,17,29 or 1-40")
    args = parser.parse_args()
    fens = openings(ROOT, args.game)
    ratios, one_total, two_total = [], 0, 0
    for number in parse_lines(args.lines):
        fen = fens[number - 1]
        one = search_rate(args.engine, args.game, 1, fen, args.movetime)
        two = search_rate(args.engine, args.game, 2, fen, args.movetime)
        ratios.append(two / one)
        one_total += one
        two_total += two
        print(f"{args.game} line {number}: Threads 1 {one / 1e6:.2f} M/s, "
              f"Threads 2 {two / 1e6:.2f} M/s, ratio {two / one:.2f}", flush=True)
    geometric = math.exp(statistics.fmean(math.log(r) for r in ratios))
    print(f"{args.game}: {len(ratios)} positions, median {statistics.median(ratios):.2f}x, "
          f"geometric mean {geometric:.2f}x, summed rates {two_total / one_total:.2f}x, "
          f"range {min(ratios):.2f}-{max(ratios):.2f}, under 1.8x: "
          f"{sum(r < 1.8 for r in ratios)}")


if __name__ == "__main__":
    main()
