#!/usr/bin/env python3
"""Refreshes the screenshots of docs/board.md: the Rules panel of each game and BALL's Legend,
Soule's analysis with its evaluation, the four boards after a few engine turns, and analysis
with a variation tree and the evaluation graph.
Usage: screenshots.py --board build/board/melee-board --out docs/board"""
import argparse
import base64
import os
import time
import urllib.parse

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


def shoot_element(driver, element_id, path, max_height=1500):
    """An element of the page, whole (up to max_height CSS px), scrolled or not."""
    clip = driver.execute_script(
        "const r = document.getElementById(arguments[0]).getBoundingClientRect();"
        "return {x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: Math.min(r.height, arguments[1]), scale: 1};",
        element_id, max_height)
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "clip": clip, "captureBeyondViewport": True})
    with open(path, "wb") as f:
        f.write(base64.b64decode(shot["data"]))


def shoot_rules(driver, base, out):
    """The Rules panel of each game and BALL's Legend, opened from the header's Rules button."""
    for variant in ("bulltricker", "ball", "cannonball", "soule"):
        open_page(driver, base, f"variant={variant}&mode=hh", variant)
        driver.find_element(By.ID, "show-rules").click()
        wait(driver, lambda d: d.find_element(By.ID, "rules").get_attribute("data-variant") == variant, "the rules")
        shoot_element(driver, "rules-box", os.path.join(out, f"rules_{variant}.png"))
    driver.find_element(By.CSS_SELECTOR, "#rules-box summary").click()
    open_page(driver, base, "variant=ball&mode=hh", "ball")
    driver.find_element(By.CSS_SELECTOR, "#legend-box summary").click()
    wait(driver, lambda d: d.find_element(By.ID, "legend").get_attribute("data-variant") == "ball", "the legend")
    shoot_element(driver, "legend-box", os.path.join(out, "legend_ball.png"))


def shoot_soule_analysis(driver, base, out):
    """Soule analysis of a stage the engines played from a mid-match opening (positions/soule/
    openings.txt line 18): the engine's score, joint line and mixed strategy during its endless
    search, the bar and the graph of stage values."""
    fen = "22221022222/44444444444 46644456446/44444444444 3 1 A 7"
    open_page(driver, base, "variant=soule&mode=ee&movetime=300&fen=" + urllib.parse.quote(fen), "soule")
    wait_plies(driver, 2)
    driver.find_element(By.ID, "pause").click()
    wait(driver, lambda d: attr(d, "data-busy") == "0", "the engines paused")
    set_select(driver, "mode", "analysis")
    wait(driver, lambda d: d.find_element(By.ID, "eval-bar").get_attribute("data-cp") not in (None, ""),
         "the analysis' evaluation")
    time.sleep(3)  # two more reports: the panel shows the strategy of a search still running
    driver.save_screenshot(os.path.join(out, "analysis_soule.png"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--board", required=True)
    ap.add_argument("--chromedriver", default="/usr/bin/chromedriver")
    ap.add_argument("--out", required=True)
    ap.add_argument("--only-rules", action="store_true", help="only the Rules and Legend panels")
    ap.add_argument("--only-soule-analysis", action="store_true", help="only Soule's analysis")
    args = ap.parse_args()
    server, base = start_server(args.board)
    driver = start_browser(args.chromedriver, 1280, 940)
    try:
        if not args.only_soule_analysis:
            shoot_rules(driver, base, args.out)
        if not args.only_rules:
            shoot_soule_analysis(driver, base, args.out)
        if args.only_rules or args.only_soule_analysis:
            return
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
