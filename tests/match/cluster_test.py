#!/usr/bin/env python3
"""tools/cluster_match.sh and tools/slurm_match.sbatch end to end, with real parts on loopback.

  cluster_test.py CASE --match build/match/melee-match --engine build/protocol/melee --source .

CASE is one of:
  ssh_host_killed  three sshd hosts; one is killed while it plays a shard: its shard is retried
                   on another host and the merged totals equal one melee-match run of the same
                   schedule; then a corrupted, a conflicting duplicate and a missing shard are
                   refused by the merge with file and line (or the missing id)
  ssh_resume       the runner is interrupted (SIGINT to its process group, as Ctrl-C) after a
                   shard finished and resumed: the joblogs show every shard finished exactly
                   once, the finished ones not replayed, and the totals are exact
  sprt_waves       an SPRT over waves of shards stops after the wave where the LLR decides
  ssh_soule        a Soule match (the engines sample their tactics from mixed strategies) in
                   shards over the three hosts: the merged totals equal one run's, thanks to
                   the runner's per-game seeds
  slurm            a single-node Slurm (munged, slurmctld, slurmd on this machine) runs the
                   shards as an --array job; skipped (77) when Slurm cannot start here

The games are Ball at 50 nodes (Soule at 300 in ssh_soule), Melee's alpha-beta against its
MCTS at fixed seeds: the same pair gives the same game wherever it runs, so totals can be
compared exactly.
"""

import argparse
import glob
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

SKIP = 77
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../tools"))
import loopback_hosts  # noqa: E402

# The JSON keys that must be equal between the merge and one run.
# The terminations first: a game lost on time under a heavy load is named as such.
TOTALS = ("terminations", "games", "wins", "draws", "losses", "score", "elo", "elo_ci95", "elo_low", "elo_high",
          "los", "draw_rate", "interval", "pentanomial", "disagreements")
SPRT = ["--sprt", "elo0=-10", "elo1=10", "alpha=0.05", "beta=0.05"]


def fail(message):
    print("FAIL: " + message, flush=True)
    sys.exit(1)


def check(condition, message):
    if not condition:
        fail(message)
    print("ok: " + message, flush=True)


class Work:
    """A folder laid out as the runner expects: bin/, the openings, relative paths."""

    def __init__(self, args, root):
        self.root = root
        self.dir = os.path.join(root, "work")
        os.makedirs(os.path.join(self.dir, "bin"))
        # Copies, not links: a link would reach the hosts as a link to nowhere.
        shutil.copy(args.match, os.path.join(self.dir, "bin/melee-match"))
        shutil.copy(args.engine, os.path.join(self.dir, "bin/melee"))
        for variant in ("ball", "soule"):
            shutil.copy(os.path.join(args.source, f"positions/{variant}/openings.txt"),
                        os.path.join(self.dir, f"openings-{variant}.txt"))
        self.runner = os.path.join(args.source, "tools/cluster_match.sh")
        self.variant = "ball"

    def match_args(self, games, opponent="mcts"):
        nodes = "300" if self.variant == "soule" else "50"
        return ["bin/melee-match", "--variant", self.variant,
                "--engine", "name=AB", "cmd=bin/melee", "option.Search=alphabeta",
                "--engine", "name=X", "cmd=bin/melee", f"option.Search={opponent}",
                "--each", "option.Seed=1", "--games", str(games), "--nodes", nodes,
                "--max-turns", "20", "--openings", f"openings-{self.variant}.txt",
                # A handshake slower than the default 10 s under a heavy load would be a loss.
                "--start-timeout", "60000"]

    def run(self, command, timeout, **kwargs):
        return subprocess.run(command, cwd=self.dir, timeout=timeout, capture_output=True,
                              text=True, stdin=subprocess.DEVNULL, **kwargs)

    def reference(self, games, opponent="mcts"):
        """One melee-match run of the whole schedule."""
        path = os.path.join(self.root, "reference.json")
        r = self.run(self.match_args(games, opponent) + SPRT + ["--json", path, "--quiet"], 300)
        if r.returncode != 0:
            fail("the reference run failed: " + r.stderr)
        return json.load(open(path))

    def runner_command(self, hosts, shards, out, games, extra=(), opponent="mcts"):
        return ([self.runner, "--hosts", hosts, "--shards", str(shards), "--out", out,
                 *extra, "--"] + self.match_args(games, opponent) + SPRT)

    def merge(self, files, *extra):
        return self.run(["bin/melee-match", "merge", *files, *extra], 60)


def same_totals(merged, reference, what):
    for key in TOTALS:
        if merged.get(key) != reference.get(key):
            fail(f"{what}: {key} is {merged.get(key)}, one run gives {reference.get(key)}")
    if merged["sprt"]["llr"] != reference["sprt"]["llr"]:
        fail(f"{what}: LLR {merged['sprt']['llr']}, one run gives {reference['sprt']['llr']}")
    print(f"ok: {what}: the same totals as one run ({merged['games']} games, "
          f"W-D-L {merged['wins']}-{merged['draws']}-{merged['losses']}, pairs "
          f"{merged['pentanomial']}, Elo {merged['elo']}, LLR {merged['sprt']['llr']})", flush=True)


def joblog(out):
    """Every joblog line as (shard, host, exit, signal)."""
    lines = []
    for path in sorted(glob.glob(os.path.join(out, "joblog-*"))):
        for line in open(path).read().splitlines()[1:]:
            f = line.split("\t")
            lines.append((int(f[8].split()[2]) if f[1] != ":" else int(f[8].split()[1][:-1]),
                          f[1], int(f[6]), int(f[7])))
    return lines


def wait_for(predicate, timeout, what):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(0.1)
    fail(f"timed out after {timeout} s waiting for {what}")


def port_of(host_line):
    return host_line.split("-p ")[1].split()[0]


def case_ssh_host_killed(work, hosts):
    # 16 games a shard: the kill must land while h2 plays (at 4 a shard, with today's engine, a
    # shard could end in the 0.1 s between its log appearing and the kill, and its result be
    # lost on the way back instead: a different failure, not the one tested here).
    games = 64
    reference = work.reference(games)
    login = hosts.login_file(os.path.join(work.root, "hosts.txt"))
    out = os.path.join(work.root, "out")
    runner = subprocess.Popen(work.runner_command(login, 4, out, games), cwd=work.dir,
                              stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True, start_new_session=True)
    try:
        victim_home = os.path.join(hosts.folder, "home-h2")
        # h2 is playing a shard: its log is there and its result is not.
        wait_for(lambda: glob.glob(victim_home + "/.melee-cluster/*/logs/shard-*.log"), 120,
                 "a shard to start on h2")
        hosts.kill("h2")
        output, _ = runner.communicate(timeout=300)
    finally:
        if runner.poll() is None:
            os.killpg(runner.pid, signal.SIGKILL)
            runner.wait()
    check(runner.returncode == 0, f"the run finished after h2 was killed (exit "
          f"{runner.returncode}){'' if runner.returncode == 0 else ': ' + output}")
    # GNU parallel's joblog keeps the last try of a job; h2's own folder shows what it started.
    h2 = port_of(open(login).read().splitlines()[1])
    lost = sorted(int(p.rsplit("-", 1)[1][:-4]) for p in
                  glob.glob(victim_home + "/.melee-cluster/*/logs/shard-*.log"))
    lines = joblog(out)
    check(lost, f"h2 was killed while it played shards {lost}")
    # Killed while it played, h2's shard failed there and GNU parallel retried it; killed in the
    # moment after it ended and before its result came back, h2's try is logged as a success
    # and the runner played it again (joblog-W-again-T). Either way the result is another
    # host's, and h2's logged success, if any, counts for nothing.
    on_h2 = f"-p {h2} "
    for shard in lost:
        elsewhere = [h for s, h, c, _ in lines if s == shard and c == 0 and on_h2 not in h]
        check(len(elsewhere) == 1, f"shard {shard} was played again and finished once on "
              f"another host (successes on ports "
              f"{[port_of(h) for s, h, c, _ in lines if s == shard and c == 0]}, h2 is {h2})")
    finished = [s for s, h, c, _ in lines if c == 0 and not (s in lost and on_h2 in h)]
    check(sorted(finished) == [1, 2, 3, 4],
          f"the joblogs show every shard finished once, h2's lost results aside: {sorted(finished)}")
    same_totals(json.load(open(os.path.join(out, "summary.json"))), reference,
                "merge after a killed host")

    # The merge's refusals, on this run's shard files.
    shards = sorted(glob.glob(os.path.join(out, "shards", "shard-*.txt")))
    corrupt = os.path.join(work.root, "corrupt.txt")
    text = open(shards[1]).read().splitlines(keepends=True)
    text[2] = text[2].replace('[Result "', '[Result "9')  # the second record's tag line
    open(corrupt, "w").write("".join(text))
    r = work.merge([shards[0], corrupt, *shards[2:]])
    check(r.returncode == 2 and f"{corrupt}: line 3: bad value" in r.stderr,
          f"a corrupted shard is refused with file and line: {r.stderr.strip()}")
    conflict = os.path.join(work.root, "conflict.txt")
    text = open(shards[2]).read().splitlines(keepends=True)
    for result in ('"1-0"', '"0-1"', '"1/2-1/2"'):
        if result in text[0]:
            other = '"0-1"' if result != '"0-1"' else '"1-0"'
            text[0] = text[0].replace(f"[Result {result}]", f"[Result {other}]")
            break
    open(conflict, "w").write("".join(text))
    r = work.merge([*shards, conflict])
    check(r.returncode == 2 and f"{conflict}: line 1: shard 3/4 given twice with different "
          f"results" in r.stderr and f"{shards[2]}: line 1" in r.stderr,
          f"a conflicting duplicate is refused with both places: {r.stderr.strip()}")
    r = work.merge([*shards, shards[2], "--json", os.path.join(work.root, "twice.json")])
    check(r.returncode == 0 and "counted once" in r.stderr and
          json.load(open(os.path.join(work.root, "twice.json")))["games"] == games,
          "an identical duplicate is counted once")
    r = work.merge([shards[0], shards[2], shards[3]])
    check(r.returncode == 2 and "missing shards 2/4" in r.stderr,
          f"a missing shard is named: {r.stderr.strip()}")


def case_ssh_resume(work, hosts):
    reference = work.reference(24)
    login = hosts.login_file(os.path.join(work.root, "hosts.txt"), names=("h1", "h2"))
    out = os.path.join(work.root, "out")
    command = work.runner_command(login, 6, out, 24)
    runner = subprocess.Popen(command, cwd=work.dir, stdin=subprocess.DEVNULL,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                              start_new_session=True)
    try:
        wait_for(lambda: any(c == 0 for _, _, c, _ in joblog(out)), 180,
                 "a shard to finish")
        os.killpg(runner.pid, signal.SIGINT)  # Ctrl-C: the whole foreground group
        runner.communicate(timeout=60)
    finally:
        if runner.poll() is None:
            os.killpg(runner.pid, signal.SIGKILL)
            runner.wait()
    before = joblog(out)
    done = {s for s, _, c, _ in before if c == 0}
    present = {int(p.rsplit("-", 1)[1][:-4]) for p in glob.glob(out + "/shards/shard-*.txt")}
    check(runner.returncode == 130 and 0 < len(present) < 6,
          f"the interrupted run stopped with {sorted(present)} of 6 shards (exit "
          f"{runner.returncode})")
    mtimes = {p: os.stat(p).st_mtime_ns for p in glob.glob(out + "/shards/shard-*.txt")}
    again = work.run(command[:1] + ["--resume"] + command[1:], 300)
    check(again.returncode == 0, f"the resumed run finished: {again.stderr.strip()}")
    after = joblog(out)[len(before):]
    replayed = [s for s, _, _, _ in after if s in done]
    check(not replayed, f"the resumption replays no finished shard ({sorted(done)} were done)")
    finished = [s for s, _, c, _ in joblog(out) if c == 0]
    check(sorted(finished) == list(range(1, 7)),
          f"every shard finished exactly once over both runs: {sorted(finished)}")
    check(all(os.stat(p).st_mtime_ns == t for p, t in mtimes.items()),
          "the results of the first run were not rewritten")
    same_totals(json.load(open(os.path.join(out, "summary.json"))), reference,
                "merge after an interrupted and resumed run")
    other = command[:1] + ["--resume"] + command[1:]
    other[other.index("--shards") + 1] = "5"
    other = work.run(other, 60)
    check(other.returncode == 2 and "other arguments" in other.stderr,
          "a resumption with another schedule is refused")


def case_sprt_waves(work, hosts):
    login = hosts.login_file(os.path.join(work.root, "hosts.txt"))
    out = os.path.join(work.root, "out")
    # Alpha-beta against random moves: 20 pairs decide it; 8 shards of 5 pairs, waves of 4.
    command = work.runner_command(login, 8, out, 80, ["--wave", "4"], opponent="random")
    command[command.index("elo0=-10")] = "elo0=0"
    command[command.index("elo1=10")] = "elo1=50"
    r = work.run(command, 300)
    check(r.returncode == 0, f"the SPRT run finished: {r.stderr.strip()}")
    summary = json.load(open(os.path.join(out, "summary.json")))
    check(summary["sprt"]["verdict"] == "H1" and summary["games"] == 40 and
          summary["shards_missing"] == [5, 6, 7, 8],
          f"the LLR decided after wave 1 of 2 and wave 2 was not played: {summary['games']} "
          f"games, LLR {summary['sprt']['llr']} ({summary['sprt']['verdict']}), missing "
          f"{summary['shards_missing']}")
    check(not glob.glob(out + "/joblog-2") and "wave 1 of 2" in r.stderr,
          "no job of wave 2 was started")


def case_ssh_soule(work, hosts):
    work.variant = "soule"
    games = 16
    reference = work.reference(games)
    login = hosts.login_file(os.path.join(work.root, "hosts.txt"))
    out = os.path.join(work.root, "out")
    r = work.run(work.runner_command(login, 4, out, games), 300)
    check(r.returncode == 0, f"the Soule run in 4 shards finished: {r.stderr.strip()}")
    same_totals(json.load(open(os.path.join(out, "summary.json"))), reference,
                "Soule merge of 4 shards")


def slurm_why_not():
    if os.geteuid() != 0:
        return "the single-node Slurm of this test runs its daemons as root"
    for tool in ("munged", "slurmctld", "slurmd", "sbatch", "squeue", "scontrol"):
        if not shutil.which(tool) and not os.path.exists("/usr/sbin/" + tool):
            return f"{tool} is not installed (tools/deps.sh installs slurm-wlm and munge)"
    return None


class SingleNodeSlurm:
    """munged + slurmctld + slurmd in the foreground, configs and state in one folder."""

    def __init__(self, folder):
        self.folder = folder
        self.procs = []
        munge = os.path.join(folder, "munge")
        os.makedirs(munge, mode=0o711)
        for d in ("state", "spool", "log"):
            os.makedirs(os.path.join(folder, d))
        with open(os.path.join(munge, "munge.key"), "wb") as f:
            f.write(os.urandom(1024))
        os.chmod(os.path.join(munge, "munge.key"), 0o600)
        self.socket = os.path.join(munge, "munge.sock")
        ports = [loopback_hosts.free_port(), loopback_hosts.free_port()]
        self.conf = os.path.join(folder, "slurm.conf")
        with open(self.conf, "w") as f:
            f.write(f"""ClusterName=meleetest
SlurmctldHost=localhost(127.0.0.1)
SlurmctldPort={ports[0]}
SlurmdPort={ports[1]}
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket={self.socket}
CredType=cred/munge
StateSaveLocation={folder}/state
SlurmdSpoolDir={folder}/spool
SlurmctldPidFile={folder}/slurmctld.pid
SlurmdPidFile={folder}/slurmd.pid
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
MpiDefault=none
ReturnToService=2
SlurmctldTimeout=30
SlurmdTimeout=30
KillWait=5
NodeName=localhost NodeAddr=127.0.0.1 CPUs=2 State=UNKNOWN
PartitionName=test Nodes=localhost Default=YES MaxTime=INFINITE State=UP
""")
        self.env = dict(os.environ, SLURM_CONF=self.conf)
        self.start("munged", ["munged", "-F", "-f", f"--socket={self.socket}",
                              f"--key-file={munge}/munge.key", f"--pid-file={munge}/munged.pid",
                              f"--seed-file={munge}/seed", f"--log-file={folder}/log/munged"])
        wait_for(lambda: os.path.exists(self.socket), 20, "munged's socket")
        self.start("slurmctld", ["slurmctld", "-D", "-i"])
        self.start("slurmd", ["slurmd", "-D", "-N", "localhost"])

    def start(self, name, command):
        log = open(os.path.join(self.folder, "log", name + ".out"), "w")
        self.procs.append((name, subprocess.Popen(command, env=self.env, stdin=subprocess.DEVNULL,
                                                  stdout=log, stderr=log,
                                                  start_new_session=True)))

    def why_down(self):
        for name, proc in self.procs:
            if proc.poll() is not None:
                return f"{name} exited: " + open(os.path.join(self.folder, "log",
                                                              name + ".out")).read()[-2000:]
        return None

    def idle(self):
        r = subprocess.run(["sinfo", "-h", "-o", "%T"], env=self.env, capture_output=True,
                           text=True, timeout=30)
        return r.returncode == 0 and r.stdout.strip() == "idle"

    def stop(self):
        for _, proc in reversed(self.procs):
            if proc.poll() is None:
                proc.terminate()
                try:
                    proc.wait(timeout=15)
                except subprocess.TimeoutExpired:
                    os.killpg(proc.pid, signal.SIGKILL)
                    proc.wait(timeout=5)


def case_slurm(work, args):
    if why := slurm_why_not():
        print("SKIPPED: " + why, flush=True)
        sys.exit(SKIP)
    reference = work.reference(16)
    slurm = SingleNodeSlurm(os.path.join(work.root, "slurm"))
    try:
        deadline = time.monotonic() + 60
        while not slurm.idle():
            if why := slurm.why_down():
                print("SKIPPED: Slurm cannot start here: " + why, flush=True)
                sys.exit(SKIP)
            if time.monotonic() > deadline:
                print("SKIPPED: the Slurm node did not come up idle within 60 s", flush=True)
                sys.exit(SKIP)
            time.sleep(0.5)
        print("ok: a single-node Slurm is up (munged, slurmctld, slurmd)", flush=True)
        out = os.path.join(work.root, "out")
        os.makedirs(out)  # sbatch's --output folder must exist
        shutil.copytree(os.path.join(args.source, "tools"), os.path.join(work.dir, "tools"))
        r = work.run(["sbatch", "--parsable", "--array=1-4", f"--output={out}/slurm-%A_%a.out",
                      "tools/slurm_match.sbatch", out, "--"] + work.match_args(16), 60,
                     env=slurm.env)
        check(r.returncode == 0, f"sbatch --array=1-4 accepted the job: {r.stderr.strip()}")
        job = r.stdout.strip().split(";")[0]
        wait_for(lambda: subprocess.run(["squeue", "-h", "-j", job], env=slurm.env,
                                        capture_output=True, text=True, timeout=30).stdout.strip()
                 == "", 300, f"array job {job} to end")
        shards = sorted(glob.glob(os.path.join(out, "shards", "shard-*.txt")))
        check(len(shards) == 4, f"the 4 array tasks published their shards: {shards}")
        merged = os.path.join(work.root, "merged.json")
        r = work.merge([*shards, "--json", merged, *SPRT])
        check(r.returncode == 0, f"the shards of the array merge: {r.stderr.strip()}")
        same_totals(json.load(open(merged)), reference, "merge of the Slurm array")
    finally:
        slurm.stop()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("case", choices=("ssh_host_killed", "ssh_resume", "sprt_waves",
                                         "ssh_soule", "slurm"))
    parser.add_argument("--match", required=True)
    parser.add_argument("--engine", required=True)
    parser.add_argument("--source", required=True)
    args = parser.parse_args()
    args.source = os.path.abspath(args.source)
    root = tempfile.mkdtemp(prefix=f"melee-cluster-{args.case}-")
    try:
        work = Work(args, root)
        if args.case == "slurm":
            case_slurm(work, args)
            return
        if why := loopback_hosts.why_not_available():
            print("SKIPPED: " + why, flush=True)
            sys.exit(SKIP)
        with loopback_hosts.LoopbackHosts(3, os.path.join(root, "hosts")) as hosts:
            hosts.check()
            print("ok: three sshd hosts on 127.0.0.1 answer", flush=True)
            {"ssh_host_killed": case_ssh_host_killed, "ssh_resume": case_ssh_resume,
             "sprt_waves": case_sprt_waves, "ssh_soule": case_ssh_soule}[args.case](work, hosts)
    finally:
        if os.environ.get("MELEE_KEEP_TEST_DIR"):
            print("kept " + root)
        else:
            shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
