#!/usr/bin/env python3
"""Melee Board end to end in headless Chromium: for each game, play a human turn by clicking
(a multi-step turn where the game has them), wait for the engine's reply, and check the drawn
board against the server's referee; solve a Soule puzzle through the page; check that a
cross-origin request is refused; save one screenshot per game. (browser_page_test.py tests the
page's defects and analysis features.)

Waits are generous and nothing is timed: the test must hold on a loaded 2-core machine."""
import argparse
import os
import sys

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from browser_util import (api, board, check_board, open_page, pick_orders, play_turn, start_browser,
                          start_server, wait, wait_plies)


def open_game(driver, base, variant):
    open_page(driver, base, f"variant={variant}&mode=p1&depth=1", variant)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--board", required=True)
    ap.add_argument("--chromedriver", default="/usr/bin/chromedriver")
    ap.add_argument("--screenshots", required=True)
    ap.add_argument("--web-dir", help="the page to test (default: the server's own)")
    args = ap.parse_args()
    os.makedirs(args.screenshots, exist_ok=True)

    server, base = start_server(args.board, args.web_dir)
    driver = None
    try:
        host = base[len("http://"):]

        # Cross-origin and rebinding requests are refused.
        assert api(base, "/api/page", {}, {"Origin": "http://attacker.example"})[0] == 403
        assert api(base, "/api/config", None, {"Host": "attacker.example"})[0] == 403

        driver = start_browser(args.chromedriver)

        # The browser itself refuses to let another origin read the API (no CORS grant), and
        # the server refuses the request outright.
        driver.get(f"{base}/")
        blocked = driver.execute_async_script(
            "const done = arguments[0];"
            "fetch('http://localhost:%s/api/config'.replace('localhost', 'localhost'), {mode: 'cors', headers: {'X-Probe': '1'}})"
            ".then(r => done('status ' + r.status)).catch(e => done('blocked'));" % host.split(":")[1])
        assert blocked in ("blocked", "status 403"), blocked

        for variant, steps in (("bulltricker", 1), ("ball", 2), ("cannonball", 2)):
            open_game(driver, base, variant)
            fen = board(driver).get_attribute("data-fen")
            token = play_turn(driver, base, variant, fen, steps)
            wait_plies(driver, 2)  # the human's turn and the engine's reply
            g = check_board(driver, base, variant)
            assert g["plies"][0]["token"] == token, (variant, g["plies"][0]["token"], token)
            driver.save_screenshot(os.path.join(args.screenshots, f"{variant}.png"))
            print(f"{variant}: played {token}, engine replied {g['plies'][1]['token']}")

        # Soule: the human's placement, the engine's computed blind, one joint token.
        open_game(driver, base, "soule")
        wait(driver, lambda d: d.find_element(By.ID, "soule-submit"), "the Soule picker")
        driver.find_element(By.ID, "soule-submit").click()
        wait_plies(driver, 1)
        g = check_board(driver, base, "soule")
        print(f"soule: stage {g['plies'][0]['token']}")
        driver.save_screenshot(os.path.join(args.screenshots, "soule.png"))

        # A Soule puzzle through the page: x2/04 x2/02 1 2 A 5 ; B ; 3 ; mate 1 0,+ proof 4.
        driver.find_element(By.CSS_SELECTOR, "#puzzle-box summary").click()
        wait(driver, lambda d: len(Select(d.find_element(By.ID, "puzzle-list")).options) > 0, "the puzzle list")
        Select(driver.find_element(By.ID, "puzzle-list")).select_by_index(0)
        driver.find_element(By.ID, "puzzle-open").click()
        pick_orders(driver, "Puzzle:", [(1, "0"), (2, "+")])
        driver.find_element(By.ID, "puzzle-check").click()
        wait(driver, lambda d: d.find_element(By.ID, "puzzle-result").get_attribute("data-verdict"), "the verdict")
        verdict = driver.find_element(By.ID, "puzzle-result").get_attribute("data-verdict")
        assert verdict == "goal", driver.find_element(By.ID, "puzzle-result").text
        driver.save_screenshot(os.path.join(args.screenshots, "soule_puzzle.png"))
        print("soule puzzle: " + driver.find_element(By.ID, "puzzle-result").text)
        print("browser test passed")
        return 0
    finally:
        if driver:
            driver.quit()
        server.terminate()
        server.wait(timeout=30)


if __name__ == "__main__":
    sys.exit(main())
