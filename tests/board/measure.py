#!/usr/bin/env python3
"""Measures Melee Board for docs/board.md: page load time, click-to-drawn-move time, and the
server's memory with 10 open pages. Usage: measure.py --board build/board/melee-board"""
import argparse
import re
import statistics
import subprocess
import time

from selenium import webdriver
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


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--board", required=True)
    args = ap.parse_args()
    server = subprocess.Popen([args.board, "--port", "0"], stdout=subprocess.PIPE, text=True)
    base = re.search(r"(http://[^/\s]+)/", server.stdout.readline()).group(1)
    opts = webdriver.ChromeOptions()
    for a in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1200,1000"]:
        opts.add_argument(a)
    drivers = []
    try:
        d = webdriver.Chrome(options=opts)
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
        print(f"server RSS, 1 page: {rss_kb(server.pid) / 1024:.1f} MB")
        for _ in range(9):
            x = webdriver.Chrome(options=opts)
            drivers.append(x)
            x.get(f"{base}/?variant=ball&mode=hh")
            WebDriverWait(x, 60).until(lambda y: y.find_element(By.ID, "board").get_attribute("data-variant") == "ball")
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
