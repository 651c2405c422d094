#!/usr/bin/env python3
"""Melee Board as a static site (docs/board.md, "Static site"): build-web/site served by
`python3 -m http.server`, headless Chromium, and no Melee process anywhere under this test.
The page runs the rules and the engine in Web Workers (js/api_worker.js): each game opens, the
human plays a turn and the engine answers legally within its limit (a Soule part too, and the
engine opening when the human plays second), engine vs engine moves in
every game, analysis shows info lines and arrows, Stop ends a search, a game switch while the
engine thinks never plays the old game's answer, a Soule puzzle is checked (right and wrong)
and solved, a pasted record and a deep link load, and the page says WebAssembly, 1 thread.

The rules' answers the test compares with come from the page's own transport (there is no
server to ask). Waits are generous; the one timing asserted is the engine's reply against its
movetime plus a grace."""
import argparse
import json
import os
import socket
import subprocess
import sys
import time
import urllib.request

from selenium.webdriver.common.by import By

import explain_checks
from browser_util import (attr, click_id, legal_line, link_moves, pick_orders, play_turn, set_input, set_select,
                          start_browser, text, wait, wait_plies)

MOVETIME = 300
# The engine's reply may come this much after its movetime: the transport's own grace before it
# calls the engine hung (js/worker_engine.js, as the server's EngineWorker).
GRACE_MS = 5000


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve(site):
    """python3 -m http.server on the site; returns (process, base URL) once it answers."""
    port = free_port()
    server = subprocess.Popen([sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory", site],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    for _ in range(100):
        try:
            with urllib.request.urlopen(base + "/transport.json", timeout=5) as r:
                assert json.loads(r.read())["transport"] == "worker"
                return server, base
        except OSError:
            time.sleep(0.1)
    raise AssertionError(f"no static server on {base}")


def melee_processes():
    """Processes named melee* under this test (chromedriver, Chromium, the static server)."""
    found, todo = [], [os.getpid()]
    while todo:
        pid = todo.pop()
        out = subprocess.run(["pgrep", "-P", str(pid)], capture_output=True, text=True).stdout.split()
        for child in out:
            todo.append(int(child))
            name = subprocess.run(["ps", "-o", "comm=", "-p", child], capture_output=True, text=True).stdout.strip()
            if name.startswith("melee"):
                found.append(f"{child} {name}")
    return found


class Site:
    def __init__(self, driver, base):
        self.d, self.base = driver, base

    def call(self, method, *args):
        """The page's own transport (js/api.js): (200, reply) or (422, {error})."""
        r = self.d.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "import('./js/api.js').then((m) => m.api[arguments[0]](...arguments[1]))"
            ".then((reply) => done({ reply }), (e) => done({ error: e.message }));", method, list(args))
        return (200, r["reply"]) if "reply" in r else (422, {"error": r["error"]})

    def ask(self, path, body):
        """browser_util's rules questions, answered by the page's transport."""
        if path == "/api/steps":
            return self.call("steps", body["variant"], body["fen"], body["steps"])
        return self.call("game", body["variant"], body.get("fen"), body["moves"])

    def open(self, query, variant):
        self.d.get(f"{self.base}/?{query}")
        wait(self.d, lambda d: attr(d, "data-variant") == variant and attr(d, "data-fen"), f"{variant} opened")

    def check_board(self, variant):
        """The page's position is the rules' for the moves its link shows, and pieces are drawn."""
        def agreed(d):
            # A move in flight when the engines were stopped lands first: look until both agree.
            status, g = self.call("game", variant, None, link_moves(d))
            assert status == 200, g
            return g if attr(d, "data-fen") == g["fen"] else None
        g = wait(self.d, agreed, f"{variant}: the page's position the rules' for its link's moves")
        assert self.d.find_elements(By.CSS_SELECTOR, "#board g.piece-g"), f"{variant}: nothing drawn"
        assert "refused" not in text(self.d, "banner") and "illegal" not in text(self.d, "engine-status"), \
            (text(self.d, "banner"), text(self.d, "engine-status"))
        return g

    def new_game(self, variant):
        gen = attr(self.d, "data-gen")
        set_select(self.d, "variant", variant)
        wait(self.d, lambda d: attr(d, "data-gen") != gen and attr(d, "data-variant") == variant, f"a new {variant} game")

    def verdict(self, orders):
        """Checks the puzzle's tactic `orders` [(player, order)] through the page."""
        before = text(self.d, "puzzle-result")
        pick_orders(self.d, "Puzzle:", orders)
        click_id(self.d, "puzzle-check")
        wait(self.d, lambda d: text(d, "puzzle-result") not in (before, "checking…", "")
             and d.find_element(By.ID, "puzzle-result").get_attribute("data-verdict"), f"the verdict on {orders}")
        return self.d.find_element(By.ID, "puzzle-result").get_attribute("data-verdict")


def check_opens_and_says_webassembly(s):
    started = time.time()
    s.open(f"variant=bulltricker&mode=p1&movetime={MOVETIME}", "bulltricker")
    print(f"  playable board after {time.time() - started:.1f} s")
    wait(s.d, lambda d: "WebAssembly" in text(d, "engine-host") and "./run.sh board" in text(d, "engine-host"),
         "the page saying where the engine runs, and that other engines need the server")
    # Looking at the options starts the engine (its worker compiles melee.wasm): its own line.
    s.d.find_element(By.CSS_SELECTOR, "#options-box summary").click()
    wait(s.d, lambda d: "WebAssembly, 1 thread" in text(d, "engine-host") and "./run.sh board" in text(d, "engine-host"),
         "WebAssembly, 1 thread")
    wait(s.d, lambda d: d.find_elements(By.CSS_SELECTOR, "#options input, #options select"), "the engine's options")
    s.d.find_element(By.CSS_SELECTOR, "#options-box summary").click()
    print("  " + text(s.d, "engine-host"))


def check_human_turn_engine_reply(s):
    fen = attr(s.d, "data-fen")
    # When each ply is drawn, in the page's time.
    s.d.execute_script("const b = document.getElementById('board'); window.plyAt = {};"
                       "new MutationObserver(() => { window.plyAt[b.dataset.plies] ??= performance.now(); })"
                       ".observe(b, {attributes: true});")
    token = play_turn(s.d, s.base, "bulltricker", fen, 1, ask=s.ask)
    wait_plies(s.d, 2)
    ms = s.d.execute_script("return window.plyAt[2] - window.plyAt[1];")
    g = s.check_board("bulltricker")
    assert g["plies"][0]["token"] == token, (g["plies"][0]["token"], token)
    assert ms < MOVETIME + GRACE_MS, f"the engine replied after {ms:.0f} ms (movetime {MOVETIME})"
    print(f"  played {token}, the engine replied {g['plies'][1]['token']} after {ms:.0f} ms")
    # Soule against the engine: the human's part, then the engine's computed blind (`?`).
    s.new_game("soule")
    click_id(s.d, "soule-submit")
    wait_plies(s.d, 1)
    s.check_board("soule")
    # Playing second: the engine opens.
    set_select(s.d, "mode", "p2")
    s.new_game("cannonball")
    wait_plies(s.d, 1)
    s.check_board("cannonball")


def check_engine_vs_engine_every_game(s):
    set_select(s.d, "mode", "ee")
    set_input(s.d, "limit-value", 150)
    for variant in ("bulltricker", "ball", "cannonball", "soule"):
        s.new_game(variant)
        wait_plies(s.d, 2)
        click_id(s.d, "stop")
        g = s.check_board(variant)
        print(f"  {variant}: {' '.join(p['token'] for p in g['plies'][:2])}")


def check_switch_while_thinking(s):
    """Another game while the engine thinks: its answer is dropped, the new game's engine moves."""
    set_input(s.d, "limit-value", 3000)
    s.new_game("cannonball")
    click_id(s.d, "go")
    wait(s.d, lambda d: attr(d, "data-busy") == "1", "the engine thinking")
    s.new_game("ball")
    click_id(s.d, "go")
    wait_plies(s.d, 1)
    assert attr(s.d, "data-variant") == "ball"
    s.check_board("ball")
    click_id(s.d, "stop")


def check_analysis_and_stop(s):
    set_select(s.d, "mode", "analysis")
    s.new_game("bulltricker")
    click_id(s.d, "go")
    wait(s.d, lambda d: attr(d, "data-search").startswith("analysis") and text(d, "pv-lines") and text(d, "st-nodes"),
         "analysis info lines")
    wait(s.d, lambda d: d.find_elements(By.CSS_SELECTOR, "#board line.arrow"), "the pv arrows")
    click_id(s.d, "stop")
    wait(s.d, lambda d: attr(d, "data-search") == "", "the search stopped")
    # The engine did stop: the next search reports (a hung one would fail it).
    nodes = text(s.d, "st-nodes")
    click_id(s.d, "go")
    wait(s.d, lambda d: attr(d, "data-search").startswith("analysis") and text(d, "st-nodes") not in ("", nodes),
         "analysis again after stop")
    click_id(s.d, "stop")
    assert "failed" not in text(s.d, "engine-status"), text(s.d, "engine-status")


def check_puzzle(s):
    """The first puzzle (x2/04 x2/02 1 2 A 5 ; B ; 3 ; mate 1 0,+): 0,+ forces the goal, 0,- is refuted."""
    s.d.find_element(By.CSS_SELECTOR, "#puzzle-box summary").click()
    wait(s.d, lambda d: d.find_element(By.ID, "puzzle-list").get_attribute("value"), "the puzzle list")
    click_id(s.d, "puzzle-open")
    wait(s.d, lambda d: "force a goal" in text(d, "puzzle-text"), "the puzzle")
    right = s.verdict([(1, "0"), (2, "+")])
    assert right == "goal", text(s.d, "puzzle-result")
    wrong = s.verdict([(1, "0"), (2, "-")])
    assert wrong == "refuted", text(s.d, "puzzle-result")
    # Issue 55: this puzzle has a forced goal, so "impossible" is wrong.
    click_id(s.d, "puzzle-impossible")
    wait(s.d, lambda d: text(d, "puzzle-result").startswith("No:"), "impossible refuted")
    click_id(s.d, "puzzle-solve")
    wait(s.d, lambda d: text(d, "puzzle-result").startswith("Solution:"), "the solution")
    print("  " + text(s.d, "puzzle-result"))


def check_record_paste_and_link(s):
    set_select(s.d, "mode", "hh")
    moves = legal_line(s.base, "cannonball", 3, ask=s.ask)
    _, record = s.call("formatRecord", "cannonball", None, moves, "a", "b")
    s.new_game("bulltricker")
    s.d.execute_script("const dt = new DataTransfer(); dt.setData('text/plain', arguments[0]);"
                       "document.body.dispatchEvent(new ClipboardEvent('paste', {clipboardData: dt, bubbles: true}));",
                       record["text"])
    wait(s.d, lambda d: attr(d, "data-variant") == "cannonball" and attr(d, "data-plies") == "3", "the pasted record")
    assert link_moves(s.d) == moves, (link_moves(s.d), moves)
    s.open("variant=cannonball&mode=hh&ply=1&moves=" + "+".join(moves), "cannonball")
    wait(s.d, lambda d: attr(d, "data-plies") == "1", "the linked ply")
    _, g = s.call("game", "cannonball", None, moves)
    assert attr(s.d, "data-fen") == g["plies"][0]["fen"], (attr(s.d, "data-fen"), g["plies"][0])
    assert link_moves(s.d) == moves, (link_moves(s.d), moves)


def check_bad_links_and_reload(s):
    """What people do with links: a bad one says what is wrong and keeps the legal prefix (the
    rules module's refusals, as the server's), and a reload during the engine's search comes
    back to the same game and the engine moves again."""
    s.open("variant=ball&mode=hh&moves=zz", "ball")
    assert "'zz'" in text(s.d, "banner") and attr(s.d, "data-plies") == "0", text(s.d, "banner")
    s.open("variant=ball&mode=hh&fen=garbage", "ball")
    assert "garbage" in text(s.d, "banner"), text(s.d, "banner")
    first = legal_line(s.base, "bulltricker", 1, ask=s.ask)[0]
    s.open(f"variant=bulltricker&mode=hh&moves={first}+zz", "bulltricker")
    assert "'zz'" in text(s.d, "banner") and attr(s.d, "data-plies") == "1", text(s.d, "banner")
    assert link_moves(s.d) == [first], link_moves(s.d)
    s.open("variant=nosuch&mode=hh", "bulltricker")
    assert "nosuch" in text(s.d, "banner"), text(s.d, "banner")
    # The engine plays first (mode p2: the human is the second player) and is reloaded mid-search.
    s.open("variant=cannonball&mode=p2&movetime=2000", "cannonball")
    wait(s.d, lambda d: attr(d, "data-busy") == "1", "the engine thinking")
    s.d.refresh()
    wait(s.d, lambda d: attr(d, "data-variant") == "cannonball" and attr(d, "data-plies") == "1",
         "the engine's move after the reload")
    s.check_board("cannonball")


def check_settings_and_option_bounds(s):
    """Issue 55: a game setting (BALL Turns) starts a game from the rules module's position for
    it; the engine panel shows no game's rules, MultiPV, Threads and Hash first, and Threads 2
    (at most 1 in WebAssembly) is set to 1 with a message."""
    set_select(s.d, "mode", "hh")
    s.new_game("ball")
    s.d.execute_script("const e = document.querySelector('#game-settings [data-setting=\"BALL Turns\"]'); e.value = '2';"
                       "e.dispatchEvent(new Event('change', {bubbles: true}));")
    wait(s.d, lambda d: attr(d, "data-fen").endswith(" 2") and "of 2" in text(d, "turn-text"), "a BALL game of 2 turns")
    names = "return [...document.querySelectorAll('#options [data-option]')].map(e => e.dataset.option)"
    s.d.find_element(By.CSS_SELECTOR, "#options-box summary").click()
    wait(s.d, lambda d: "Threads" in d.execute_script(names), "the engine's options")
    shown = s.d.execute_script(names)
    assert shown[:3] == ["MultiPV", "Threads", "Hash"] and "BALL Turns" not in shown, shown
    s.d.execute_script("const e = document.querySelector('#options [data-option=\"Threads\"]'); e.value = '2';"
                       "e.dispatchEvent(new Event('change', {bubbles: true}));")
    wait(s.d, lambda d: "Threads must be a whole number in 1..1" in text(d, "engine-status"), "Threads' bounds said")
    assert s.d.execute_script("return document.querySelector('#options [data-option=\"Threads\"]').value") == "1"
    s.d.find_element(By.CSS_SELECTOR, "#options-box summary").click()


def check_explains(s):
    """Issue 55: game names, the Rules and Legend panels (their example moves checked by the
    page's own rules module), results and moves in words, as on the server."""
    set_select(s.d, "mode", "hh")
    explain_checks.check_game_names(s.d, s.open)
    explain_checks.check_rules(s.d, s.open, s.ask)
    explain_checks.check_legend(s.d, s.open)
    explain_checks.check_results_in_words(s.d, s.open)
    explain_checks.check_move_words(s.d, s.open)


def check_stop_by_id(s):
    """The transport itself (last: it takes the page's event stream): a stop naming another
    search leaves the search running, its own id ends it with `stopped`, and the engine is
    silent after its bestmove; setoption checked by the rules, and its value shown."""
    s.d.execute_script("window.seen = []; import('./js/api.js').then((m) => m.api.events('this-tab', (e) => window.seen.push(e)));")
    seen = lambda type, id: s.d.execute_script(  # noqa: E731
        "return window.seen.filter((e) => e.type === arguments[0] && e.id === arguments[1]);", type, id)
    assert s.call("go", "this-tab", "Melee", "ball", None, [], {"infinite": True}, 9001)[0] == 200
    wait(s.d, lambda d: seen("info", 9001), "info of search 9001")
    s.call("stop", "this-tab", "Melee", 9000)
    time.sleep(1)
    assert not seen("bestmove", 9001), "a stop for search 9000 ended search 9001"
    s.call("stop", "this-tab", "Melee", 9001)
    best = wait(s.d, lambda d: seen("bestmove", 9001), "the bestmove of search 9001")[0]
    assert best["stopped"] is True and best["variant"] == "ball", best
    infos = len(seen("info", 9001))
    time.sleep(1)
    assert len(seen("info", 9001)) == infos, "the engine went on after its bestmove"
    # setoption: the variant is the board's (refused by the rules' check), MultiPV is set and shown.
    status, refused = s.call("setOption", "this-tab", "Melee", "UCI_Variant", "ball")
    assert status != 200, refused
    assert s.call("setOption", "this-tab", "Melee", "MultiPV", "2")[0] == 200
    s.call("engine", "this-tab", "Melee")
    wait(s.d, lambda d: d.execute_script(
        "return window.seen.some((e) => e.type === 'engine' && e.values && e.values.MultiPV === '2');"), "MultiPV 2 shown")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--site", help="build-web/site")
    ap.add_argument("--base", help="a site already served (instead of --site)")
    ap.add_argument("--chromedriver", default="chromedriver")
    args = ap.parse_args()
    server, base = (None, args.base) if args.base else serve(args.site)
    driver = None
    try:
        driver = start_browser(args.chromedriver)
        s = Site(driver, base)
        for check in (check_opens_and_says_webassembly, check_human_turn_engine_reply, check_engine_vs_engine_every_game,
                      check_switch_while_thinking, check_analysis_and_stop, check_puzzle, check_record_paste_and_link, check_bad_links_and_reload,
                      check_settings_and_option_bounds, check_explains, check_stop_by_id):
            started = time.time()
            check(s)
            found = melee_processes()
            assert not found, f"Melee processes under the test: {found}"
            print(f"ok   {check.__name__} ({time.time() - started:.1f} s)", flush=True)
        # The page's own errors, a 404 of a favicon included (issue 55: the page names its own).
        errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
        assert not errors, errors
        print("static site test passed")
        return 0
    finally:
        if driver:
            driver.quit()
        if server:
            server.terminate()
            server.wait(timeout=30)


if __name__ == "__main__":
    sys.exit(main())
