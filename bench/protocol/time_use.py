#!/usr/bin/env python3
"""Time use of `go movetime M`: for each game and searcher, the fraction of (M - Move Overhead)
the engine spends before `bestmove` (median and worst over positions), and whether the last
`info ... pv` agrees with `bestmove`. A benchmark, not a test: numbers vary with machine load.

  bench/protocol/time_use.py [--engine build/protocol/melee] [--movetimes 50,500,3000]
                             [--games ball,soule] [--positions 5]
  bench/protocol/time_use.py --clock 60000   # `go p1time C p2time C`: time spent / C
"""
import argparse
import os
import statistics
import sys
import time

from engine_pipe import Engine, engine_games, openings

SEARCHERS = ["alphabeta", "mcts", "greedy", "random"]


def first_positions(root, game, count):
    return ["startpos"] + openings(root, game)[: count - 1]


def position_command(line):
    if line == "startpos" or line.startswith("startpos "):
        return "position " + line
    return "position fen " + line


def own_part(pv_token, p1_turn):
    if "/" not in pv_token:
        return pv_token
    a, b = pv_token.split("/", 1)
    return a if p1_turn else b


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(os.path.dirname(here))
    ap = argparse.ArgumentParser()
    ap.add_argument("--engine", default=os.path.join(root, "build", "protocol", "melee"))
    ap.add_argument("--movetimes", default="50,500,3000")
    ap.add_argument("--games", help="comma-separated (default: every game the engine plays)")
    ap.add_argument("--searchers", default=",".join(SEARCHERS))
    ap.add_argument("--positions", type=int, default=5)
    ap.add_argument("--overhead", type=int, default=30)
    ap.add_argument("--clock", type=int, default=0,
                    help="instead of movetimes: each side's clock in ms (no increment)")
    args = ap.parse_args()
    print(f"{'game':12} {'search':10} {'movetime':>8} {'median':>7} {'worst':>7} {'pv==best':>8}")
    games = args.games.split(",") if args.games else engine_games(args.engine)
    for game in games:
        for searcher in args.searchers.split(","):
            for movetime in [0] if args.clock else [int(m) for m in args.movetimes.split(",")]:
                engine = Engine([args.engine])
                engine.send(f"setoption name UCI_Variant value {game}")
                engine.send(f"setoption name Search value {searcher}")
                engine.send(f"setoption name Move Overhead value {args.overhead}")
                fractions, agree, total = [], 0, 0
                for line in first_positions(root, game, args.positions):
                    engine.send(position_command(line))
                    engine.send("query p1turn")
                    p1 = engine.read_until("response")[-1].endswith("true")
                    engine.sync()
                    start = time.monotonic()
                    if args.clock:
                        engine.send(f"go p1time {args.clock} p2time {args.clock}")
                    else:
                        engine.send(f"go movetime {movetime}")
                    out = engine.read_until("bestmove")
                    elapsed = (time.monotonic() - start) * 1000
                    budget = args.clock if args.clock else movetime - args.overhead
                    fractions.append(elapsed / max(1, budget))
                    best = out[-1].split()[1]
                    pvs = [l for l in out if l.startswith("info ") and " pv " in l]
                    total += 1
                    if pvs and own_part(pvs[-1].split(" pv ")[1].split()[0], p1) == best:
                        agree += 1
                engine.quit()
                print(f"{game:12} {searcher:10} {movetime:8} {statistics.median(fractions):7.3f} "
                      f"{max(fractions):7.3f} {agree:4}/{total:<3}", flush=True)


if __name__ == "__main__":
    sys.exit(main())
