#!/usr/bin/env python3
"""`melee-match ratings` against an independent computation of the same rating list.

Hand-made results (records files written here) are rated by the tool (--json) and by this
script, which maximises the same model by another method: plain gradient ascent over the
games one by one (the tool: Newton's method over per-encounter counts), with the 95 %
intervals from a Hessian taken by finite differences of the gradient (the tool: the
Hessian's closed form). The model, as docs/tournaments.md states it: p(d) = 1 / (1 +
10^(-d/400)), a game worth s to i adds s ln p(r_i - r_j) + (1 - s) ln(1 - p); when a group
of engines scored all or nothing against the rest, each engine also draws `prior` virtual
games against a virtual engine at the pool's mean. The sets include a perfect score, a nil
score, engines with one opponent, an anchor, and engines that never met (refused).

Usage: ratings_check.py --match build/match/melee-match
"""
import argparse
import json
import math
import os
import subprocess
import sys
import tempfile

K = math.log(10) / 400
Z95 = 1.959963984540054

# (white, black, points of white) per game; the sides alternate as a tournament's would.
CONNECTED = [
    ("Alpha", "Beta", 1), ("Beta", "Alpha", 0), ("Alpha", "Beta", 0.5), ("Beta", "Alpha", 1),
    ("Alpha", "Beta", 1),
    ("Alpha", "Gamma", 1), ("Gamma", "Alpha", 0.5), ("Alpha", "Gamma", 0.5),
    ("Gamma", "Alpha", 0),
    ("Beta", "Gamma", 0.5), ("Gamma", "Beta", 1), ("Beta", "Gamma", 1), ("Gamma", "Beta", 0.5),
    ("Gamma", "Delta", 1), ("Delta", "Gamma", 0), ("Gamma", "Delta", 0), ("Delta", "Gamma", 0.5),
    ("Gamma", "Delta", 1), ("Delta", "Gamma", 0.5),
    ("Beta", "Delta", 1), ("Delta", "Beta", 1),
    # Solo meets Delta only.
    ("Solo", "Delta", 1), ("Delta", "Solo", 1), ("Solo", "Delta", 0.5),
]
# Perfect wins all five of its games against two opponents; Nil loses both of its games
# against its only opponent.
EXTREMES = CONNECTED + [
    ("Perfect", "Alpha", 1), ("Alpha", "Perfect", 0), ("Perfect", "Alpha", 1),
    ("Solo", "Perfect", 0), ("Perfect", "Solo", 1),
    ("Nil", "Delta", 0), ("Delta", "Nil", 1),
]
APART = [("A", "B", 1), ("B", "A", 0.5), ("C", "D", 0), ("D", "C", 1)]


def write_records(path, games):
    result = {1: "1-0", 0.5: "1/2-1/2", 0: "0-1"}
    with open(path, "w") as f:
        for k, (p1, p2, s) in enumerate(games):
            f.write(f'[Variant "nim"] [Game "{k}"] [Round "1"] [Pair "{k // 2}"] [P1 "{p1}"] '
                    f'[P2 "{p2}"] [FEN "7 1"] [Result "{result[s]}"] [Termination "rules"] '
                    f'[Reason "empty"] [TimeControl "nodes=50"] [Opening "0"]\n3 1 3\n')


def p(d):
    return 1 / (1 + math.exp(-K * d))


def reaches(names, games):
    """reach[i][j]: a chain of engines each scoring something against the next leads i to j."""
    edges = {n: set() for n in names}
    for a, b, s in games:
        if s > 0:
            edges[a].add(b)
        if s < 1:
            edges[b].add(a)
    reach = {}
    for n in names:
        seen, todo = {n}, [n]
        while todo:
            for m in edges[todo.pop()]:
                if m not in seen:
                    seen.add(m)
                    todo.append(m)
        reach[n] = seen
    return reach


def objective(r, names, games, prior):
    mean = sum(r.values()) / len(r)
    value = 0.0
    for a, b, s in games:
        q = p(r[a] - r[b])
        value += s * math.log(q) + (1 - s) * math.log(1 - q)
    for n in names:
        q = p(r[n] - mean)
        value += prior * (0.5 * math.log(q) + 0.5 * math.log(1 - q))
    return value


def gradient(r, names, games, prior):
    mean = sum(r.values()) / len(r)
    g = {n: 0.0 for n in names}
    for a, b, s in games:
        x = K * (s - p(r[a] - r[b]))
        g[a] += x
        g[b] -= x
    pulls = {n: prior * K * (0.5 - p(r[n] - mean)) for n in names}
    average_pull = sum(pulls.values()) / len(names)
    for n in names:
        g[n] += pulls[n] - average_pull
    return g


def maximise(names, games, prior):
    """Gradient ascent with a step that grows after a success and halves after a failure,
    until the gradient vanishes or rounding stops every step from gaining (a step of 1e-6)."""
    r = {n: 0.0 for n in names}
    value, step = objective(r, names, games, prior), 1000.0
    while step > 1e-6:
        g = gradient(r, names, games, prior)
        if max(abs(x) for x in g.values()) < 1e-12:
            break
        trial = {n: r[n] + step * g[n] for n in names}
        trial_value = objective(trial, names, games, prior)
        if trial_value > value:
            r, value, step = trial, trial_value, step * 1.5
        else:
            step /= 2
    mean = sum(r.values()) / len(r)
    return {n: x - mean for n, x in r.items()}


def inverse(m):
    n = len(m)
    a = [row[:] + [1.0 if i == j else 0.0 for j in range(n)] for i, row in enumerate(m)]
    for c in range(n):
        pivot = max(range(c, n), key=lambda i: abs(a[i][c]))
        a[c], a[pivot] = a[pivot], a[c]
        d = a[c][c]
        a[c] = [x / d for x in a[c]]
        for i in range(n):
            if i != c:
                f = a[i][c]
                a[i] = [x - f * y for x, y in zip(a[i], a[c])]
    return [row[n:] for row in a]


def expected_list(games, prior_draws, anchor=None):
    names = sorted({a for a, _, _ in games} | {b for _, b, _ in games})
    reach = reaches(names, games)
    diverges = any(len(reach[n]) < len(names) for n in names)
    prior = prior_draws if diverges else 0
    r = maximise(names, games, prior)
    # The information by central differences of the gradient, then its inverse on the
    # ratings of mean 0 (1/n in every cell stands for the direction all ratings move together).
    n, h = len(names), 1e-2
    info = [[0.0] * n for _ in range(n)]
    for j, nj in enumerate(names):
        up = gradient({m: x + (h if m == nj else 0) for m, x in r.items()}, names, games, prior)
        down = gradient({m: x - (h if m == nj else 0) for m, x in r.items()}, names, games, prior)
        for i, ni in enumerate(names):
            info[i][j] = -(up[ni] - down[ni]) / (2 * h) + 1 / n
    cov = inverse(info)
    rows = [sum(row) / n for row in cov]
    total = sum(rows) / n
    out = {}
    for i, name in enumerate(names):
        elo, variance = r[name], cov[i][i] - 2 * rows[i] + total
        if anchor:
            k = names.index(anchor[0])
            elo = r[name] - r[anchor[0]] + anchor[1]
            variance = cov[i][i] - 2 * cov[i][k] + cov[k][k]
        half = Z95 * math.sqrt(max(variance, 0))
        mine = [(s if a == name else 1 - s) for a, b, s in games if name in (a, b)]
        strong = {m for m in names if m in reach[name] and name in reach[m]}
        reached = any(name in reach[m] for m in names if m not in strong)
        reaching = any(m in reach[name] for m in names if m not in strong)
        bound = None
        if diverges and not reached:
            bound = "lower"
        elif diverges and not reaching:
            bound = "upper"
        out[name] = {
            "elo": elo,
            "elo_low": None if bound == "upper" else elo - half,
            "elo_high": None if bound == "lower" else elo + half,
            "bound": bound, "games": len(mine), "wins": mine.count(1), "draws": mine.count(0.5),
            "losses": mine.count(0), "points": sum(mine), "score": sum(mine) / len(mine),
            "opponents": len({b if a == name else a for a, b, _ in games if name in (a, b)}),
        }
    return out, prior


def compare(label, tool, expected, prior):
    failures = []
    if abs(tool["prior_draws"] - prior) > 1e-9:
        failures.append(f"{label}: prior_draws {tool['prior_draws']}, expected {prior}")
    got = {e["name"]: e for e in tool["engines"]}
    if set(got) != set(expected):
        return failures + [f"{label}: engines {sorted(got)}, expected {sorted(expected)}"]
    elos = [e["elo"] for e in tool["engines"]]
    if elos != sorted(elos, reverse=True):
        failures.append(f"{label}: not best first: {elos}")
    for name, want in expected.items():
        for key, value in want.items():
            have = got[name][key]
            tolerance = 0.01 if key == "elo" else 0.05
            if value is None or isinstance(value, str) or have is None:
                ok = have == value
            else:
                ok = abs(have - value) <= tolerance
            if not ok:
                failures.append(f"{label}: {name} {key} = {have}, expected {value}")
    return failures


def run_tool(match, paths, extra):
    with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as f:
        out = f.name
    done = subprocess.run([match, "ratings", *paths, "--json", out, *extra],
                          capture_output=True, text=True, timeout=60)
    data = json.load(open(out)) if done.returncode == 0 else None
    os.unlink(out)
    return done, data


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--match", required=True)
    args = parser.parse_args()
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        def records(name, games):
            path = os.path.join(tmp, name)
            write_records(path, games)
            return path

        connected = records("connected.rec", CONNECTED)
        extremes = records("extremes.rec", EXTREMES)
        # The extremes' games split over two files, as two tournaments' records would be.
        half = records("first.rec", EXTREMES[:20]), records("second.rec", EXTREMES[20:])
        cases = [
            ("connected", [connected], [], CONNECTED, 1, None),
            ("anchored", [connected], ["--anchor", "Beta=1500"], CONNECTED, 1, ("Beta", 1500)),
            ("extremes", [extremes], [], EXTREMES, 1, None),
            ("two files", list(half), [], EXTREMES, 1, None),
            ("prior 3", [extremes], ["--prior", "3", "--anchor", "Solo=0"], EXTREMES, 3,
             ("Solo", 0)),
        ]
        for label, paths, extra, games, prior_draws, anchor in cases:
            done, tool = run_tool(args.match, paths, extra)
            if done.returncode != 0:
                failures.append(f"{label}: exit {done.returncode}: {done.stderr}")
                continue
            expected, prior = expected_list(games, prior_draws, anchor)
            failures += compare(label, tool, expected, prior)
            print(f"{label}: " + ", ".join(
                f"{e['name']} {e['elo']:.1f}" for e in tool["engines"]))
        done, _ = run_tool(args.match, [records("apart.rec", APART)], [])
        if done.returncode != 2 or "{A, B}" not in done.stderr:
            failures.append(f"apart: exit {done.returncode}, stderr {done.stderr!r}")
    for f in failures:
        print("FAIL", f)
    print("ratings_check:", "FAIL" if failures else "PASS")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
