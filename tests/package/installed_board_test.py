#!/usr/bin/env python3
"""The installed melee-board (tests/package/package_test.sh): started from an unpacked package
with no --web-dir, --puzzles or engine path, it must find its page, its puzzles and Melee from
its own folder. Headless Chromium plays a human turn in each game (the engine answering), and
the page lists the installed puzzles."""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "board"))
from browser_util import (api, board, check_board, open_page, play_turn, start_browser,  # noqa: E402
                         start_server, wait, wait_plies)
from selenium.webdriver.common.by import By  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--board", required=True, help="the unpacked package's usr/bin/melee-board")
    ap.add_argument("--chromedriver", default="/usr/bin/chromedriver")
    args = ap.parse_args()
    server, base = start_server(args.board)
    driver = None
    try:
        status, config = api(base, "/api/config")
        assert status == 200 and "Melee" in config["engines"], (status, config)
        status, puzzles = api(base, "/api/puzzles")
        assert status == 200 and puzzles["puzzles"], (status, puzzles)
        driver = start_browser(args.chromedriver)
        for variant, steps in (("bulltricker", 1), ("ball", 2), ("cannonball", 2)):
            open_page(driver, base, f"variant={variant}&mode=p1&depth=1", variant)
            token = play_turn(driver, base, variant, board(driver).get_attribute("data-fen"), steps)
            wait_plies(driver, 2)  # the human's turn and the installed engine's reply
            g = check_board(driver, base, variant)
            assert g["plies"][0]["token"] == token, (variant, g["plies"][0]["token"], token)
            print(f"ok   {variant}: played {token}, Melee replied {g['plies'][1]['token']}")
        # Soule: the human's orders and the engine's, resolved together as one turn.
        open_page(driver, base, "variant=soule&mode=p1&depth=1", "soule")
        wait(driver, lambda d: d.find_element(By.ID, "soule-submit"), "the Soule picker")
        driver.find_element(By.ID, "soule-submit").click()
        wait_plies(driver, 1)
        g = check_board(driver, base, "soule")
        print(f"ok   soule: turn {g['plies'][0]['token']}")
        errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
        assert not errors, errors
        print("installed board test passed")
        return 0
    finally:
        if driver:
            driver.quit()
        server.terminate()
        server.wait(timeout=30)


if __name__ == "__main__":
    sys.exit(main())
