"""Shared by the Melee Board browser tests: the server under test, one headless Chromium
session, the JSON API, and waits on what the page says about itself (#board's data-*).
Waits are generous and nothing is timed: the tests must hold on a loaded 2-core machine."""
import argparse
import json
import os
import re
import subprocess
import time
import traceback
import urllib.error
import urllib.parse
import urllib.request

from selenium import webdriver
from selenium.common.exceptions import (ElementNotInteractableException, NoSuchElementException,
                                        StaleElementReferenceException)
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

# Seconds for anything the page does (MELEE_BROWSER_WAIT shortens it to run the checks against
# an old page, where they are meant to fail).
WAIT = int(os.environ.get("MELEE_BROWSER_WAIT", "120"))


def start_server(board, web_dir=None, extra=()):
    """Starts melee-board on a free port (`extra`: more of its arguments); returns (process, base URL)."""
    cmd = [board, "--port", "0"] + (["--web-dir", web_dir] if web_dir else []) + list(extra)
    server = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True)
    line = server.stdout.readline()
    return server, re.search(r"(http://[^/\s]+)/", line).group(1)


def check_arguments():
    """The command line every page-check script takes; a script adds its own before parsing."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--board", required=True)
    ap.add_argument("--chromedriver", default="/usr/bin/chromedriver")
    ap.add_argument("--web-dir", help="the page to test (default: the server's own)")
    ap.add_argument("--only", nargs="*", help="names of the checks to run")
    return ap


def run_checks(args, checks, setup, server_extra=()):
    """Starts melee-board (args.board, args.web_dir, `server_extra`) and one Chromium, then runs
    every (name, check) that args.only names (all when it names none; "test_x" and "x" alike),
    each given setup(driver, base, server). Every check runs whatever an earlier one did; the
    failures are listed at the end. Returns the exit code."""
    wanted = [(n, c) for n, c in checks
              if not args.only or n in args.only or n.removeprefix("test_") in args.only]
    server, base = start_server(args.board, args.web_dir, server_extra)
    driver = None
    failed = []
    try:
        driver = start_browser(args.chromedriver)
        context = setup(driver, base, server)
        for name, check in wanted:
            try:
                start = time.monotonic()
                check(context)
                print(f"PASS {name} ({time.monotonic() - start:.1f} s)", flush=True)
            except Exception as e:  # every check runs; the failures are listed at the end
                failed.append(name)
                print(f"FAIL {name}: {type(e).__name__}: {e}", flush=True)
                traceback.print_exc(limit=3)
    finally:
        if driver:
            driver.quit()
        server.terminate()
        server.wait(timeout=30)
    print(f"{len(wanted) - len(failed)} of {len(wanted)} passed" +
          (f"; failed: {', '.join(failed)}" if failed else ""))
    return 1 if failed else 0


def start_browser(chromedriver, width=1200, height=1000):
    options = webdriver.ChromeOptions()
    for a in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", f"--window-size={width},{height}"]:
        options.add_argument(a)
    driver = webdriver.Chrome(service=Service(chromedriver), options=options)
    driver.set_page_load_timeout(WAIT)
    return driver


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


def attr(driver, name):
    try:
        return board(driver).get_attribute(name) or ""
    except StaleElementReferenceException:
        return ""


def wait(driver, predicate, message=""):
    """Waits until predicate(driver) is truthy; a failure says `message` and what the page shows."""
    def safe(d):
        try:
            return predicate(d)
        except (StaleElementReferenceException, NoSuchElementException):
            return False
    try:
        return WebDriverWait(driver, WAIT).until(safe)
    except Exception:
        raise AssertionError(f"timed out waiting for {message}; banner {text(driver, 'banner')!r}, "
                             f"status {text(driver, 'engine-status')!r}, plies {attr(driver, 'data-plies')}")


def text(driver, element_id):
    try:
        return driver.find_element(By.ID, element_id).text
    except NoSuchElementException:
        return ""


def wait_plies(driver, n):
    wait(driver, lambda d: int(attr(d, "data-plies") or -1) >= n, f"{n} plies")


def open_page(driver, base, query, variant):
    driver.get(f"{base}/?{query}")
    wait(driver, lambda d: attr(d, "data-variant") == variant, f"{variant} opened")


def click_cell(driver, cell):
    # The board is redrawn whenever something changes (an engine line, a step list): find the
    # cell afresh until a click lands.
    def attempt(d):
        try:
            d.find_element(By.CSS_SELECTOR, f'[data-cell="{cell}"]').click()
            return True
        except StaleElementReferenceException:
            return False
    wait(driver, attempt, f"a click on {cell}")


def click_id(driver, element_id):
    def attempt(d):
        try:
            d.find_element(By.ID, element_id).click()
            return True
        except (StaleElementReferenceException, NoSuchElementException, ElementNotInteractableException):
            return False
    wait(driver, attempt, f"a click on #{element_id}")


def pick_orders(driver, title, orders):
    """Chooses the Soule orders [(player, order)] on the picker whose title holds `title`. The
    picker is rebuilt, its choices reset, whenever its position changes (a game's picker stays up
    until an opened puzzle's replaces it): the clicks are made again until every one shows."""
    def button(d, player, order):
        return d.find_element(By.CSS_SELECTOR, f'#soule-picker button[data-player="{player}"][data-order="{order}"]')

    def attempt(d):
        if title not in d.find_element(By.ID, "soule-picker").text:
            return False
        try:
            for player, order in orders:
                button(d, player, order).click()
        except ElementNotInteractableException:
            return False
        return all("on" in button(d, p, o).get_attribute("class").split() for p, o in orders)
    wait(driver, attempt, f"the orders {orders} chosen on the picker {title!r}")


def submit_turn(driver, plies_before):
    """Clicks "Submit turn" unless the page has sent the turn itself (a turn of one step)."""
    def attempt(d):
        if int(attr(d, "data-plies") or 0) > plies_before:
            return True
        try:
            button = d.find_element(By.ID, "submit-turn")
            if button.is_displayed():
                button.click()
                return True
        except (StaleElementReferenceException, ElementNotInteractableException):
            pass  # redrawn or hidden between the look and the click: look again
        return False
    wait(driver, attempt, "the turn submitted")


def play_turn(driver, base, variant, fen, want_steps, other=0, ask=None):
    """Clicks a turn of plain moves (want_steps of them when the turn allows), step by step,
    choosing from the same step lists the page gets (the first step: the `other`-th clickable
    move); returns the token the server spells. `ask(path, body)` -> (status, reply) asks
    the rules (default: the server at `base`)."""
    ask = ask or (lambda path, body: api(base, path, body))
    steps = []
    plies_before = int(attr(driver, "data-plies") or 0)
    while True:
        _, s = ask("/api/steps", {"variant": variant, "fen": fen, "steps": steps})
        if not s["done"]:  # the page is ready for the next step
            wait(driver, lambda d: attr(d, "data-steps") == str(len(steps)), f"step {len(steps)} offered")
        if s["done"]:
            submit_turn(driver, plies_before)
            return s["token"]
        moves = [i for i, o in enumerate(s["options"]) if o["kind"] == "move"]
        if len(steps) >= want_steps or not moves:
            end = [i for i, o in enumerate(s["options"]) if o["kind"] in ("end", "pass")]
            pick = end[0]
            click_id(driver, "step-" + s["options"][pick]["kind"])
        else:
            # A move whose path no other step shares, so that clicks name it alone.
            paths = [tuple(o["cells"]) for o in s["options"]]
            unique = [i for i in moves if paths.count(paths[i]) == 1]
            pick = unique[other if not steps else 0]
            for cell in s["options"][pick]["cells"]:
                click_cell(driver, cell)
        steps.append(pick)
        # The page has played the step once it builds the next one, offers to submit, or has
        # sent a one-step turn.
        wait(driver, lambda d: attr(d, "data-steps") == str(len(steps))
             or d.find_element(By.ID, "submit-turn").is_displayed()
             or int(attr(d, "data-plies")) > plies_before, "the step played")


_lines = {}


def legal_line(base, variant, n, ask=None):
    """n legal turns from the start (the first step each time), as the referee spells them;
    the longest line asked for is kept and extended (the same every time). `ask` as for play_turn."""
    ask = ask or (lambda path, body: api(base, path, body))
    moves = _lines.get((base, variant), [])
    while len(moves) < n:
        _, g = ask("/api/game", {"variant": variant, "moves": moves})
        fen, steps = g["fen"], []
        while True:
            _, s = ask("/api/steps", {"variant": variant, "fen": fen, "steps": steps})
            if s["done"]:
                moves.append(s["token"])
                break
            steps.append(0)
    _lines[(base, variant)] = moves
    return moves[:n]


def link_moves(driver):
    params = urllib.parse.parse_qs(urllib.parse.urlparse(driver.current_url).query)
    return params.get("moves", [""])[0].split()


def check_board(driver, base, variant):
    """The page's position equals the referee's for the move list the page's link shows."""
    status, g = api(base, "/api/game", {"variant": variant, "moves": link_moves(driver)})
    assert status == 200, g
    shown = attr(driver, "data-fen")
    assert shown == g["fen"], f"{variant}: page {shown!r} != referee {g['fen']!r}"
    drawn = len(driver.find_elements(By.CSS_SELECTOR, "#board g.piece-g"))
    assert drawn > 0, f"{variant}: nothing drawn"
    pattern = {"bulltricker": r"[KQPkqp]", "cannonball": r"[Pp*]"}.get(variant)
    if pattern:
        expected = len(re.findall(pattern, g["fen"].split()[0]))
        assert drawn == expected, f"{variant}: {drawn} pieces drawn, {expected} in the position"
    return g


def set_select(driver, element_id, value):
    """Picks an option as a user does (the page listens to change events)."""
    driver.execute_script(
        "const s = document.getElementById(arguments[0]); s.value = arguments[1];"
        "s.dispatchEvent(new Event('change', {bubbles: true}));", element_id, value)


def set_input(driver, element_id, value):
    driver.execute_script(
        "const s = document.getElementById(arguments[0]); s.value = arguments[1];"
        "s.dispatchEvent(new Event('change', {bubbles: true}));", element_id, str(value))
