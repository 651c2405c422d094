#!/usr/bin/env python3
"""Melee Board end to end in headless Chromium: for each game, play a human turn by clicking
(a multi-step turn where the game has them), wait for the engine's reply, and check the drawn
board against the server's referee; solve a Soule puzzle through the page; check that a
cross-origin request is refused; save one screenshot per game.

Waits are generous and nothing is timed: the test must hold on a loaded 2-core machine."""
import argparse
import json
import os
import re
import subprocess
import sys
import urllib.error
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.common.exceptions import (ElementNotInteractableException, NoSuchElementException,
                                        StaleElementReferenceException)
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

WAIT = 120  # seconds for anything the page does


def api(base, path, body=None, headers=None):
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(base + path, data=data, headers={"Content-Type": "application/json", **(headers or {})})
    try:
        with urllib.request.urlopen(req, timeout=60) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read() or b"{}")


def board(driver):
    return driver.find_element(By.ID, "board")


def wait_plies(driver, n):
    WebDriverWait(driver, WAIT).until(lambda d: int(board(d).get_attribute("data-plies") or -1) >= n)


def click_cell(driver, cell):
    # The board is redrawn whenever something changes (an engine line, a step list): find the
    # cell afresh until a click lands.
    def attempt(d):
        try:
            d.find_element(By.CSS_SELECTOR, f'[data-cell="{cell}"]').click()
            return True
        except StaleElementReferenceException:
            return False
    WebDriverWait(driver, WAIT).until(attempt)


def click_id(driver, element_id):
    def attempt(d):
        try:
            d.find_element(By.ID, element_id).click()
            return True
        except (StaleElementReferenceException, NoSuchElementException):
            return False
    WebDriverWait(driver, WAIT).until(attempt)


def submit_turn(driver):
    """Clicks "Submit turn" unless the page has sent the turn itself (a turn of one step), and
    the turn must reach the move list either way."""
    def attempt(d):
        if int(board(d).get_attribute("data-plies") or 0) > 0:
            return True
        try:
            button = d.find_element(By.ID, "submit-turn")
            if button.is_displayed():
                button.click()
                return True
        except (StaleElementReferenceException, ElementNotInteractableException):
            pass  # redrawn or hidden between the look and the click: look again
        return False
    WebDriverWait(driver, WAIT).until(attempt)


def play_turn(driver, base, variant, fen, want_steps):
    """Clicks a turn of plain moves (want_steps of them when the turn allows), step by step,
    choosing from the same step lists the page gets; returns the token the server spells."""
    steps = []
    while True:
        _, s = api(base, "/api/steps", {"variant": variant, "fen": fen, "steps": steps})
        if not s["done"]:  # the page is ready for the next step
            WebDriverWait(driver, WAIT).until(lambda d: board(d).get_attribute("data-steps") == str(len(steps)))
        if s["done"]:
            submit_turn(driver)
            return s["token"]
        moves = [i for i, o in enumerate(s["options"]) if o["kind"] == "move"]
        if len(steps) >= want_steps or not moves:
            end = [i for i, o in enumerate(s["options"]) if o["kind"] in ("end", "pass")]
            pick = end[0]
            click_id(driver, "step-" + s["options"][pick]["kind"])
        else:
            # A move whose path no other step shares, so that clicks name it alone.
            paths = [tuple(o["cells"]) for o in s["options"]]
            pick = next(i for i in moves if paths.count(paths[i]) == 1)
            for cell in s["options"][pick]["cells"]:
                click_cell(driver, cell)
        steps.append(pick)
        # The page has played the step once it builds the next one, offers to submit, or has
        # sent a one-step turn.
        WebDriverWait(driver, WAIT).until(lambda d: board(d).get_attribute("data-steps") == str(len(steps))
                                          or d.find_element(By.ID, "submit-turn").is_displayed()
                                          or int(board(d).get_attribute("data-plies")) > 0)


def check_board(driver, base, variant):
    """The page's position equals the referee's for the move list the page shows."""
    url = driver.current_url
    params = dict(re.findall(r"[?&](\w+)=([^&]*)", url))
    moves = urllib.parse.unquote_plus(params.get("moves", "")).split()
    status, g = api(base, "/api/game", {"variant": variant, "moves": moves})
    assert status == 200, g
    shown = board(driver).get_attribute("data-fen")
    assert shown == g["fen"], f"{variant}: page {shown!r} != referee {g['fen']!r}"
    # The drawn pieces are those of the position.
    drawn = len(driver.find_elements(By.CSS_SELECTOR, "#board g.piece-g"))
    assert drawn > 0, f"{variant}: nothing drawn"
    if variant == "bulltricker":
        expected = len(re.findall(r"[KQPkqp]", g["fen"].split()[0]))
        assert drawn == expected, f"{variant}: {drawn} pieces drawn, {expected} in the position"
    if variant == "cannonball":
        expected = len(re.findall(r"[Pp*]", g["fen"].split()[0]))
        assert drawn == expected, f"{variant}: {drawn} pieces drawn, {expected} in the position"
    return g


def set_fast_engine(driver):
    Select(driver.find_element(By.ID, "limit-kind")).select_by_value("depth")
    box = driver.find_element(By.ID, "limit-value")
    box.clear()
    box.send_keys("1")


def open_game(driver, base, variant):
    driver.get(f"{base}/?variant={variant}&mode=p1")
    WebDriverWait(driver, WAIT).until(lambda d: board(d).get_attribute("data-variant") == variant)
    set_fast_engine(driver)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--board", required=True)
    ap.add_argument("--chromedriver", default="/usr/bin/chromedriver")
    ap.add_argument("--screenshots", required=True)
    args = ap.parse_args()
    os.makedirs(args.screenshots, exist_ok=True)

    server = subprocess.Popen([args.board, "--port", "0"], stdout=subprocess.PIPE, text=True)
    driver = None
    try:
        line = server.stdout.readline()
        base = re.search(r"(http://[^/\s]+)/", line).group(1)
        host = base[len("http://"):]

        # Cross-origin and rebinding requests are refused.
        assert api(base, "/api/page", {}, {"Origin": "http://attacker.example"})[0] == 403
        assert api(base, "/api/config", None, {"Host": "attacker.example"})[0] == 403

        options = webdriver.ChromeOptions()
        for a in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1200,1000"]:
            options.add_argument(a)
        driver = webdriver.Chrome(service=Service(args.chromedriver), options=options)
        driver.set_page_load_timeout(WAIT)

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
        WebDriverWait(driver, WAIT).until(lambda d: d.find_element(By.ID, "soule-submit"))
        driver.find_element(By.ID, "soule-submit").click()
        wait_plies(driver, 1)
        g = check_board(driver, base, "soule")
        print(f"soule: stage {g['plies'][0]['token']}")
        driver.save_screenshot(os.path.join(args.screenshots, "soule.png"))

        # A Soule puzzle through the page: x2/04 x2/02 1 2 A 5 ; B ; 3 ; mate 1 0,+ proof 4.
        driver.find_element(By.CSS_SELECTOR, "#puzzle-box summary").click()
        WebDriverWait(driver, WAIT).until(lambda d: len(Select(d.find_element(By.ID, "puzzle-list")).options) > 0)
        Select(driver.find_element(By.ID, "puzzle-list")).select_by_index(0)
        driver.find_element(By.ID, "puzzle-open").click()
        WebDriverWait(driver, WAIT).until(lambda d: d.find_elements(By.CSS_SELECTOR, '#soule-picker button[data-player="2"]'))
        driver.find_element(By.CSS_SELECTOR, '#soule-picker button[data-player="1"][data-order="0"]').click()
        driver.find_element(By.CSS_SELECTOR, '#soule-picker button[data-player="2"][data-order="+"]').click()
        driver.find_element(By.ID, "puzzle-check").click()
        WebDriverWait(driver, WAIT).until(lambda d: d.find_element(By.ID, "puzzle-result").get_attribute("data-verdict"))
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
