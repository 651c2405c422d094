"""What the thread tools share: a Melee engine driven over stdin/stdout, and the openings."""
import subprocess
from pathlib import Path


class Engine:
    """One engine process for `game` at `threads` threads, `uci` answered."""

    def __init__(self, path, game, threads):
        self.proc = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     text=True, bufsize=1)
        self.send("uci")
        self.wait_for("uciok")
        self.send(f"setoption name UCI_Variant value {game}")
        self.send(f"setoption name Threads value {threads}")

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def read_line(self):
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError("the engine exited")
        return line

    def wait_for(self, prefix):
        while True:
            line = self.read_line()
            if line.startswith(prefix):
                return line

    def quit(self):
        self.send("quit")
        self.proc.wait()


def openings(game):
    """The positions of positions/<game>/openings.txt, in order (line 1 is index 0)."""
    path = Path(__file__).resolve().parent.parent / "positions" / game / "openings.txt"
    return [line.strip() for line in path.read_text().splitlines()
            if line.strip() and not line.startswith("#")]
