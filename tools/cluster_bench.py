#!/usr/bin/env python3
"""Throughput of tools/cluster_match.sh on 1, 2 and 3 loopback ssh hosts (docs/tournaments.md).

  tools/cluster_bench.py --match build/match/melee-match --engine build/protocol/melee \
      [--games 48] [--shards 12] [--rounds 2]

Plays the same Ball schedule (alpha-beta against MCTS at 50 nodes) once locally with
melee-match and through the runner on 1, 2 and 3 hosts (one job slot each), interleaved over
the rounds, and prints games per minute (median over the rounds) and the overhead per shard:
(runner on one host - the local run) / shards, what ssh, the copies and the merge add.
All hosts are this machine: the figures show the machinery's cost, not a cluster's speed.
"""

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import loopback_hosts  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--match", required=True)
    parser.add_argument("--engine", required=True)
    parser.add_argument("--games", type=int, default=48)
    parser.add_argument("--shards", type=int, default=12)
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    if why := loopback_hosts.why_not_available():
        sys.exit(why)
    source = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    root = tempfile.mkdtemp(prefix="melee-cluster-bench-")
    work = os.path.join(root, "work")
    os.makedirs(os.path.join(work, "bin"))
    shutil.copy(args.match, os.path.join(work, "bin/melee-match"))
    shutil.copy(args.engine, os.path.join(work, "bin/melee"))
    shutil.copy(os.path.join(source, "positions/ball/openings.txt"), work)
    match = ["bin/melee-match", "--variant", "ball", "--engine", "name=AB", "cmd=bin/melee",
             "option.Search=alphabeta", "--engine", "name=X", "cmd=bin/melee",
             "option.Search=mcts", "--each", "option.Seed=1", "--games", str(args.games),
             "--nodes", "50", "--max-turns", "20", "--openings", "openings.txt"]
    times = {"local": [], 1: [], 2: [], 3: []}
    try:
        with loopback_hosts.LoopbackHosts(3, os.path.join(root, "hosts")) as hosts:
            hosts.check()
            for r in range(args.rounds):
                for what in times:
                    start = time.monotonic()
                    if what == "local":
                        command = match + ["--quiet"]
                    else:
                        login = hosts.login_file(os.path.join(root, f"hosts{what}.txt"),
                                                 names=[f"h{k + 1}" for k in range(what)])
                        command = [os.path.join(source, "tools/cluster_match.sh"), "--hosts",
                                   login, "--shards", str(args.shards), "--out",
                                   os.path.join(root, f"out-{what}-{r}"), "--"] + match
                    subprocess.run(command, cwd=work, check=True, capture_output=True,
                                   stdin=subprocess.DEVNULL, timeout=3600)
                    times[what].append(time.monotonic() - start)
                    print(f"round {r + 1}: {what}: {times[what][-1]:.1f} s", flush=True)
    finally:
        shutil.rmtree(root, ignore_errors=True)
    load = open("/proc/loadavg").read().split()[:3]
    print(f"\n{args.games} games, {args.shards} shards, median of {args.rounds} rounds, "
          f"load average {' '.join(load)} on {os.cpu_count()} cores")
    print("| hosts | wall time | games per minute |\n|---|---|---|")
    for what, t in times.items():
        m = statistics.median(t)
        print(f"| {what} | {m:.1f} s | {60 * args.games / m:.1f} |")
    per_shard = (statistics.median(times[1]) - statistics.median(times["local"])) / args.shards
    print(f"overhead per shard: {per_shard:.2f} s")


if __name__ == "__main__":
    main()
