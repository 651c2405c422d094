#!/usr/bin/env python3
"""Throwaway ssh "hosts" on 127.0.0.1 for trying tools/cluster_match.sh on one machine.

Each host is its own Debian sshd, with a home folder of its own, in the foreground (`sshd -D -e`) with its own config, host key
and port, accepting one throwaway key generated here; everything lives in one folder and ends
with stop(). The tests (tests/match/cluster_test.py) and the throughput bench use it; by hand:

  tools/loopback_hosts.py --hosts 3 --dir /tmp/hosts     # prints the sshloginfile, Ctrl-C ends
"""

import argparse
import os
import shutil
import signal
import socket
import subprocess
import sys
import time

SSHD = shutil.which("sshd") or "/usr/sbin/sshd"
SSH_OPTIONS = ("-o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o BatchMode=yes "
               "-o LogLevel=ERROR -o ConnectTimeout=5 -o ServerAliveInterval=2 "
               "-o ServerAliveCountMax=3")


def why_not_available():
    """Why loopback hosts cannot run here, or None."""
    for tool in ("sshd", "ssh", "ssh-keygen", "rsync", "parallel"):
        if not shutil.which(tool) and not (tool == "sshd" and os.path.exists(SSHD)):
            return f"{tool} is not installed (tools/deps.sh installs it)"
    return None


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def descendants(pid):
    """Every process below pid (from /proc), deepest last."""
    children = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                ppid = int(f.read().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue
        children.setdefault(ppid, []).append(int(entry))
    found, todo = [], [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


class LoopbackHosts:
    def __init__(self, count, folder):
        self.folder = folder
        self.key = os.path.join(folder, "id_ed25519")
        self.hosts = []  # (name, port, Popen)
        os.makedirs(folder, exist_ok=True)
        if not os.path.exists(self.key):
            subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", self.key],
                           check=True, timeout=30)
            subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f",
                            os.path.join(folder, "host_key")], check=True, timeout=30)
            shutil.copy(self.key + ".pub", os.path.join(folder, "authorized_keys"))
        # sshd refuses to start without its privilege separation folder.
        if os.geteuid() == 0:
            os.makedirs("/run/sshd", mode=0o755, exist_ok=True)
        for k in range(count):
            self.start(f"h{k + 1}")

    def start(self, name):
        port = free_port()
        # Each host has a home of its own, so that files shipped to one are not on the others
        # (and the machine's own ~/.bashrc, which bash reads under sshd, stays out of the way).
        home = os.path.join(self.folder, f"home-{name}")
        os.makedirs(home, exist_ok=True)
        config = os.path.join(self.folder, f"sshd_{name}.conf")
        with open(config, "w") as f:
            f.write(f"""Port {port}
ListenAddress 127.0.0.1
HostKey {self.folder}/host_key
PidFile {self.folder}/sshd_{name}.pid
AuthorizedKeysFile {self.folder}/authorized_keys
UsePAM no
StrictModes no
PermitRootLogin yes
PasswordAuthentication no
KbdInteractiveAuthentication no
PubkeyAuthentication yes
MaxStartups 100:30:200
MaxSessions 100
SetEnv MELEE_HOST={name} HOME={home}
ForceCommand cd "$HOME" && exec bash -c "$SSH_ORIGINAL_COMMAND"
Subsystem sftp internal-sftp
LogLevel ERROR
""")
        log = open(os.path.join(self.folder, f"sshd_{name}.log"), "w")
        proc = subprocess.Popen([SSHD, "-D", "-e", "-f", config], stdin=subprocess.DEVNULL,
                                stdout=log, stderr=log, start_new_session=True)
        self.hosts.append((name, port, proc))
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            if proc.poll() is not None:
                raise RuntimeError(f"sshd {name} exited: " + open(log.name).read())
            with socket.socket() as s:
                if s.connect_ex(("127.0.0.1", port)) == 0:
                    return
            time.sleep(0.05)
        raise RuntimeError(f"sshd {name} did not listen on {port} within 10 s")

    def ssh_command(self, port):
        return f"ssh -p {port} -i {self.key} {SSH_OPTIONS} root@127.0.0.1"

    def login_file(self, path, slots=1, names=None):
        """GNU parallel's --sshloginfile: `slots/ssh ...` per host."""
        with open(path, "w") as f:
            for name, port, _ in self.hosts:
                if names is None or name in names:
                    f.write(f"{slots}/{self.ssh_command(port)}\n")
        return path

    def check(self):
        """Log in once on every host (a broken setup fails here, not in the middle of a run)."""
        for name, port, _ in self.hosts:
            r = subprocess.run(self.ssh_command(port).split() + ["echo", "$MELEE_HOST"],
                               capture_output=True, text=True, timeout=30)
            if r.returncode != 0 or r.stdout.strip() != name:
                raise RuntimeError(f"ssh to {name} failed ({r.returncode}): {r.stderr.strip()}")

    def kill(self, name):
        """The host dies: its sshd and everything below it (sessions, shards, engines)."""
        for host, _, proc in self.hosts:
            if host == name:
                victims = [proc.pid] + descendants(proc.pid)
                for pid in victims:
                    try:
                        os.kill(pid, signal.SIGKILL)
                    except ProcessLookupError:
                        pass
                proc.wait(timeout=10)

    def stop(self):
        for _, _, proc in self.hosts:
            if proc.poll() is None:
                proc.terminate()
                try:
                    proc.wait(timeout=5)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait(timeout=5)

    def __enter__(self):
        return self

    def __exit__(self, *_):
        self.stop()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hosts", type=int, default=3)
    parser.add_argument("--dir", required=True)
    parser.add_argument("--slots", type=int, default=1)
    args = parser.parse_args()
    if why := why_not_available():
        sys.exit(why)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))  # ends the hosts as Ctrl-C does
    with LoopbackHosts(args.hosts, os.path.abspath(args.dir)) as hosts:
        hosts.check()
        path = hosts.login_file(os.path.join(args.dir, "hosts.txt"), args.slots)
        print(open(path).read(), end="", flush=True)
        try:
            signal.pause()
        except KeyboardInterrupt:
            pass


if __name__ == "__main__":
    main()
