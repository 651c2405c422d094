#!/usr/bin/env python3
"""Measures Melee Board for docs/board.md: page load time, click-to-drawn-move time, time to the
first `info` of an analysis in each game, and the server's memory with 10 open pages.
Usage: measure.py --board build/board/melee-board"""
import argparse
import re
import statistics
import subprocess
import time

from selenium import webdriver
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


def rss_kb(pid):
    with open(f"/proc/{pid}/status") as f:
        return int(re.search(r"VmRSS:\s+(\d+)", f.read()).group(1))


def children_rss_kb(pid):
    out = subprocess.run(["ps", "--ppid", str(pid), "-o", "rss="], capture_output=True, text=True).stdout
    return sum(int(x) for x in out.split()), len(out.split())


CLICK_JS = """
const [from, to, done] = arguments;
const board = document.getElementById('board');
const before = board.dataset.plies;
const fire = (cell, type) => {
  const el = document.querySelector(`[data-cell="${cell}"]`);
  const r = el.getBoundingClientRect();
  el.dispatchEvent(new PointerEvent(type, {bubbles: true, clientX: r.x + r.width / 2, clientY: r.y + r.height / 2}));
};
const t0 = performance.now();
new MutationObserver((m, obs) => {
  if (board.dataset.plies !== before) { obs.disconnect(); done(performance.now() - t0); }
}).observe(board, {attributes: true, childList: true});
fire(from, 'pointerdown'); fire(from, 'pointerup'); fire(to, 'pointerdown'); fire(to, 'pointerup');
"""


# From picking a game in analysis mode to the first engine line drawn (the new game's
# position from the server, `go infinite`, the engine's first `info`).
FIRST_INFO_JS = """
const [variant, done] = arguments;
const depth = document.getElementById('st-depth'), board = document.getElementById('board');
const t0 = performance.now();
const check = () => board.dataset.variant === variant && board.dataset.search.startsWith('analysis') && depth.textContent !== '';
new MutationObserver((m, obs) => { if (check()) { obs.disconnect(); done(performance.now() - t0); } })
  .observe(document.body, {attributes: true, childList: true, subtree: true, characterData: true});
const s = document.getElementById('variant');
s.value = variant;
s.dispatchEvent(new Event('change', {bubbles: true}));
"""


SCRIPT_TIMEOUT = 30


def first_info(d, base):
    d.get(f"{base}/?variant=soule&mode=analysis")
    WebDriverWait(d, 60).until(lambda x: x.find_element(By.ID, "board").get_attribute("data-variant") == "soule")
    for variant in ["bulltricker", "ball", "cannonball", "soule"]:
        times = []
        try:
            for other in ["ball", "bulltricker", "ball"]:
                times.append(d.execute_async_script(FIRST_INFO_JS, variant))
                d.execute_async_script(FIRST_INFO_JS, other if other != variant else "cannonball")
        except TimeoutException:
            print(f"analysis ({variant}): no info drawn within {SCRIPT_TIMEOUT} s")
            continue
        print(f"analysis, game picked to first info drawn ({variant}): median {statistics.median(times):.0f} ms, "
              f"max {max(times):.0f} ms")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--board", required=True)
    ap.add_argument("--web-dir", help="the page to measure (default: the server's own)")
    args = ap.parse_args()
    server = subprocess.Popen([args.board, "--port", "0"] + (["--web-dir", args.web_dir] if args.web_dir else []),
                              stdout=subprocess.PIPE, text=True)
    base = re.search(r"(http://[^/\s]+)/", server.stdout.readline()).group(1)
    opts = webdriver.ChromeOptions()
    for a in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1200,1000"]:
        opts.add_argument(a)
    drivers = []
    try:
        d = webdriver.Chrome(options=opts)
        d.set_script_timeout(SCRIPT_TIMEOUT)
        drivers.append(d)
        loads = []
        for variant in ["bulltricker", "ball", "cannonball", "soule"] * 3:
            t0 = time.monotonic()
            d.get(f"{base}/?variant={variant}&mode=hh")
            WebDriverWait(d, 60).until(lambda x: x.find_element(By.ID, "board").get_attribute("data-variant") == variant)
            loads.append((time.monotonic() - t0) * 1000)
        print(f"page load to drawn board: median {statistics.median(loads):.0f} ms, max {max(loads):.0f} ms")
        clicks = []
        d.get(f"{base}/?variant=bulltricker&mode=hh")
        WebDriverWait(d, 60).until(lambda x: x.find_element(By.ID, "board").get_attribute("data-plies") == "0")
        time.sleep(0.5)
        for from_sq, to_sq in [("a4", "a6"), ("a12", "a10"), ("c4", "c6"), ("c12", "c10"), ("e4", "e6"), ("e12", "e10")]:
            time.sleep(0.3)
            clicks.append(d.execute_async_script(CLICK_JS, from_sq, to_sq))
        print(f"click to drawn move (bulltricker): median {statistics.median(clicks):.0f} ms, max {max(clicks):.0f} ms")
        first_info(d, base)
        print(f"server RSS, 1 page: {rss_kb(server.pid) / 1024:.1f} MB")
        for _ in range(9):
            x = webdriver.Chrome(options=opts)
            drivers.append(x)
            # The engine moves first: each page's engine is started (a page starts none before).
            x.get(f"{base}/?variant=ball&mode=p2&depth=1")
            WebDriverWait(x, 60).until(lambda y: y.find_element(By.ID, "board").get_attribute("data-plies") == "1")
        time.sleep(3)
        engines_kb, n = children_rss_kb(server.pid)
        print(f"server RSS, 10 pages: {rss_kb(server.pid) / 1024:.1f} MB; their {n} engine processes: {engines_kb / 1024:.1f} MB")
    finally:
        for x in drivers:
            x.quit()
        server.terminate()
        server.wait()


if __name__ == "__main__":
    main()
