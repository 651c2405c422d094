#!/usr/bin/env python3
"""How much the reported score swings from one ply to the next in engine self-play.

Plays the engine against itself for up to N plies (whole turns) from the start position and
from lines of positions/<game>/openings.txt, one `go` per ply (`go nodes N`, which does not
depend on the machine's load, or `go movetime T`). Each ply's score is the last `info ...
score cp` line before `bestmove`, from the mover's view; the tool turns every score to the view
of the side that moved first (turn games alternate the mover every ply) and measures the change
between consecutive plies. A score that is sound reads about the same from one ply to the next;
one that flips sign every ply (each mover believing itself ahead) swings by twice its size.
Mate scores and the plies next to them are left out. Prints every game's scores, then the
median and mean change over all of them; --max-median makes the exit status 1 when the
median is above it (the ctest of tools/score_swing.py).

  tools/score_swing.py build/protocol/melee ball --nodes 200000 --plies 30 --lines 0-3
  tools/score_swing.py build/protocol/melee cannonball --movetime 100
"""
import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench" / "protocol"))
from engine_pipe import engine_playing, openings, parse_lines  # noqa: E402  (the protocol benchmarks' client)


def last_score(lines):
    """The cp score of the last full `info` line, or None (a mate score, or no score)."""
    score = None
    for line in lines:
        words = line.split()
        if words[:1] == ["info"] and "score" in words:
            at = words.index("score")
            score = int(words[at + 2]) if words[at + 1] == "cp" else None
    return score


def self_play(engine, game, fen, limit, plies):
    """The first mover's view of the score at each ply (None: a mate score)."""
    client = engine_playing(engine, game, 1)
    client.send("uginewgame")
    moves, scores = [], []
    for ply in range(plies):
        start = f"position fen {fen}" if fen else "position startpos"
        client.send(start + (" moves " + " ".join(moves) if moves else ""))
        client.send("go " + limit)
        lines = client.read_until("bestmove")
        best = lines[-1].split()[1]
        if best == "(none)":
            break
        score = last_score(lines)
        scores.append(None if score is None else score if ply % 2 == 0 else -score)
        moves.append(best)
    client.quit()
    return scores


def swings(scores):
    return [abs(b - a) for a, b in zip(scores, scores[1:]) if a is not None and b is not None]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("engine")
    parser.add_argument("game")
    limit = parser.add_mutually_exclusive_group(required=True)
    limit.add_argument("--nodes", type=int, help="go nodes N a ply")
    limit.add_argument("--movetime", type=int, help="go movetime T (ms) a ply")
    parser.add_argument("--plies", type=int, default=30)
    parser.add_argument("--lines", default="0-3",
                        help="0: the start position; k: openings line k (1-based), as 0-3")
    parser.add_argument("--max-median", type=float, help="exit 1 when the median is above it")
    args = parser.parse_args()
    limit = f"nodes {args.nodes}" if args.nodes else f"movetime {args.movetime}"
    fens = openings(ROOT, args.game)
    changes = []
    for number in parse_lines(args.lines):
        fen = fens[number - 1] if number > 0 else None
        scores = self_play(args.engine, args.game, fen, limit, args.plies)
        game_changes = swings(scores)
        changes.extend(game_changes)
        shown = " ".join("mate" if s is None else str(s) for s in scores)
        median = statistics.median(game_changes) if game_changes else 0
        print(f"{args.game} {'start' if number == 0 else f'line {number}'}: {len(scores)} plies, "
              f"median change {median:g}: {shown}", flush=True)
    if not changes:
        print(f"{args.game}: no two consecutive cp scores")
        return 1
    median = statistics.median(changes)
    print(f"{args.game} ({limit}): {len(changes)} changes, median {median:g} cp, "
          f"mean {statistics.fmean(changes):.0f} cp")
    if args.max_median is not None and median > args.max_median:
        print(f"{args.game}: the median change {median:g} cp is above {args.max_median:g}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
