#!/usr/bin/env python3
"""Refreshes the screenshots of docs/board.md: the four boards after a few engine turns, and
analysis with a variation tree and the evaluation graph.
Usage: screenshots.py --board build/board/melee-board --out docs/board"""
import argparse
import base64
import os
import time

from selenium.webdriver.common.by import By

from browser_util import (attr, legal_line, open_page, play_turn, set_select, start_browser, start_server, wait,
                          wait_plies)


def shoot_board(driver, path):
    """The board and its evaluation bar, cropped to the drawing."""
    clip = driver.execute_script(
        "const a = document.getElementById('eval-bar').getBoundingClientRect(),"
        "      b = document.getElementById('board').getBoundingClientRect();"
        "return {x: a.left, y: b.top, width: b.right - a.left, height: b.height, scale: 1};")
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "clip": clip})
    with open(path, "wb") as f:
        f.write(base64.b64decode(shot["data"]))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--board", required=True)
    ap.add_argument("--chromedriver", default="/usr/bin/chromedriver")
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    server, base = start_server(args.board)
    driver = start_browser(args.chromedriver, 1280, 940)
    try:
        # The boards after a few turns of engine against engine.
        for variant, plies in (("bulltricker", 6), ("ball", 4), ("cannonball", 4), ("soule", 3)):
            open_page(driver, base, f"variant={variant}&mode=ee&movetime=200", variant)
            wait_plies(driver, plies)
            driver.find_element(By.ID, "pause").click()
            wait(driver, lambda d: attr(d, "data-busy") == "0", "the engines paused")
            shoot_board(driver, os.path.join(args.out, f"{variant}.png"))
        # Analysis: a game played by the engines, a variation from ply 4, the graph filled.
        open_page(driver, base, "variant=bulltricker&mode=ee&movetime=300", "bulltricker")
        wait_plies(driver, 10)
        set_select(driver, "mode", "analysis")
        driver.execute_script("document.querySelector('#moves .mv[data-ply=\"4\"]').click()")
        wait(driver, lambda d: attr(d, "data-plies") == "4", "ply 4")
        time.sleep(2)
        for k in range(3):  # a variation of three turns from ply 4
            play_turn(driver, base, "bulltricker", attr(driver, "data-fen"), 1, other=2 if k == 0 else 0)
            wait_plies(driver, 5 + k)
            time.sleep(1)
        time.sleep(3)  # the analysis of the variation's position fills the panel
        driver.save_screenshot(os.path.join(args.out, "analysis.png"))
    finally:
        driver.quit()
        server.terminate()
        server.wait(timeout=30)


if __name__ == "__main__":
    main()
