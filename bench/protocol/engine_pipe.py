"""One engine as a child process spoken to over its stdin/stdout (the protocol benchmarks and
the thread tools, tools/thread_nodes.py and tools/time_to_depth.py)."""
import os
import subprocess


class Engine:
    def __init__(self, cmd):
        self.p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                                  bufsize=1)

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def read_until(self, prefix):
        """Every line up to and including the first that starts with `prefix`."""
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("engine exited")
            line = line.rstrip("\n")
            lines.append(line)
            if line.startswith(prefix):
                return lines

    def sync(self):
        self.send("isready")
        self.read_until("readyok")

    def quit(self):
        self.send("quit")
        self.p.wait(timeout=30)


def engine_games(path):
    """The variants the engine plays, in its order (the UCI_Variant list of `ugi`)."""
    engine = Engine([path])
    engine.send("ugi")
    for line in engine.read_until("ugiok"):
        words = line.split()
        if words[:4] == ["option", "name", "UCI_Variant", "type"]:
            engine.quit()
            return [w for w, prev in zip(words[1:], words) if prev == "var"]
    engine.quit()
    raise RuntimeError("the engine lists no UCI_Variant")


def engine_playing(path, game, threads):
    """An engine set to play `game` at `threads` threads, its `uci` answered."""
    engine = Engine([path])
    engine.send("uci")
    engine.read_until("uciok")
    engine.send(f"setoption name UCI_Variant value {game}")
    engine.send(f"setoption name Threads value {threads}")
    return engine


def parse_lines(text):
    """Openings line numbers from "3,17,29" or "1-40" (ranges inclusive)."""
    lines = []
    for part in text.split(","):
        first, _, last = part.partition("-")
        lines.extend(range(int(first), int(last or first) + 1))
    return lines


def openings(root, game):
    """The positions of <root>/positions/<game>/openings.txt, in order."""
    with open(os.path.join(root, "positions", game, "openings.txt")) as f:
        return [l.strip() for l in f if l.strip() and not l.startswith("#")]
