#!/usr/bin/env python3
"""One UGI session with an installed melee (tests/package/package_test.sh): the identity line
at start, the handshake naming `Melee <version>`, then one game's start position searched to a
legal-looking bestmove. Prints the id name and the bestmove; exits 1 on anything else.
Usage: ugi_session.py <melee> <game>"""
import subprocess
import sys
import threading


def main():
    melee, game = sys.argv[1], sys.argv[2]
    proc = subprocess.Popen([melee], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    timer = threading.Timer(60, proc.kill)  # a hang fails the session instead of the whole test
    timer.start()
    try:
        def send(line):
            proc.stdin.write(line + "\n")
            proc.stdin.flush()

        def until(prefix):
            lines = []
            for line in proc.stdout:
                lines.append(line.rstrip("\n"))
                if line.startswith(prefix):
                    return lines
            raise AssertionError(f"no '{prefix}' before the end: {lines}")

        first = proc.stdout.readline()
        assert first.startswith("info string Melee "), first
        send("ugi")
        handshake = until("ugiok")
        ids = [l for l in handshake if l.startswith("id name ")]
        assert ids and first.startswith("info string " + ids[0][len("id name "):]), (first, ids)
        assert any(l.startswith("option name UCI_Variant") and f" var {game}" in l for l in handshake), handshake
        send(f"setoption name UCI_Variant value {game}")
        send("isready")
        until("readyok")
        send("uginewgame")
        send("position startpos")
        send("go nodes 2000")
        best = until("bestmove")[-1].split()
        assert len(best) >= 2 and best[1] not in ("(none)", "0000"), best
        errors = [l for l in handshake if "error" in l]
        assert not errors, errors
        send("quit")
        assert proc.wait(timeout=30) == 0
        print(f"{ids[0]}; {' '.join(best)}")
        return 0
    finally:
        timer.cancel()
        if proc.poll() is None:
            proc.kill()


if __name__ == "__main__":
    sys.exit(main())
