#!/usr/bin/env python3
"""Melee Board's page in headless Chromium: the defects a new user hit (issue 55 item 3), one
check each, every one failing on the page before its fix. Game settings instead of rule options,
the engine options' bounds, stale markers after stepping back or a flag, a record in PGN's
layout, Soule's panel after the engine's move and a stopped analysis left, bad links, the
puzzles' names, themes and "impossible" answer, Soule with a clock, 404s in the console and the
arrow keys after a selector.

Same harness as browser_page_test.py (its Page); waits are generous and nothing is timed."""
import sys
import time

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser_page_test import Page
from browser_util import (api, attr, check_arguments, click_id, legal_line, link_moves, run_checks, set_input, text, wait,
                          wait_plies)


def targets(p):
    return len(p.d.find_elements(By.CSS_SELECTOR, "#board .hl-target"))


def setting(p, name):
    return p.js("const e = document.querySelector(`#game-settings [data-setting=\"${arguments[0]}\"]`); return e && e.value;", name)


def option_names(p):
    return p.js("return [...document.querySelectorAll('#options [data-option]')].map(e => e.dataset.option)")


def open_options(p):
    if not p.js("return document.getElementById('options-box').open"):
        p.d.find_element(By.CSS_SELECTOR, "#options-box summary").click()
    wait(p.d, lambda d: "Hash" in option_names(p), "the engine's options")


def test_rules_are_game_settings(p):
    """1: BALL Turns and Soule Teams are chosen beside the game, reach the referee, the board, the
    engine, the link and the record together, and are no engine option."""
    p.open("variant=ball&mode=hh", "ball")
    wait(p.d, lambda d: setting(p, "BALL Turns") == "60", "BALL's turn limit shown")
    gen = attr(p.d, "data-gen")
    p.js("const e = document.querySelector('#game-settings [data-setting=\"BALL Turns\"]'); e.value = '2';"
         "e.dispatchEvent(new Event('change', {bubbles: true}));")
    wait(p.d, lambda d: attr(d, "data-gen") != gen and attr(d, "data-fen").endswith(" 2"), "a new BALL game of 2 turns")
    assert "of 2" in text(p.d, "turn-text"), text(p.d, "turn-text")
    assert "fen=" in p.d.current_url, p.d.current_url
    # Rule options are not engine options, and the panel shows MultiPV, Threads and Hash first.
    open_options(p)
    names = option_names(p)
    assert names[:3] == ["MultiPV", "Threads", "Hash"], names
    assert not any(n.startswith(("BALL ", "Soule ", "CannonBall ")) for n in names), names
    # Soule with teams of 3 against the engine: the engine plays legal stages of 3 players.
    p.open("variant=soule&mode=p1&depth=1", "soule")
    wait(p.d, lambda d: setting(p, "Soule Teams") == "11", "Soule's team size shown")
    open_options(p)
    assert "Soule Blind" in option_names(p), option_names(p)
    p.js("const e = document.querySelector('#game-settings [data-setting=\"Soule Teams\"]'); e.value = '3';"
         "e.dispatchEvent(new Event('change', {bubbles: true}));")
    wait(p.d, lambda d: attr(d, "data-fen").startswith("???/444 ???/444"), "a Soule game of 3 a side")
    for stage in range(2):
        click_id(p.d, "soule-submit")
        wait_plies(p.d, stage + 1)
    assert "illegal" not in text(p.d, "engine-status") and "error" not in p.banner(), (text(p.d, "engine-status"), p.banner())
    fen = attr(p.d, "data-fen")
    assert len(fen.split()[0].split("/")[0]) == 3, fen
    click_id(p.d, "show-record")
    wait(p.d, lambda d: "???/444 ???/444" in d.find_element(By.ID, "io").get_attribute("value"), "the record's [FEN]")
    p.d.refresh()
    wait(p.d, lambda d: attr(d, "data-variant") == "soule" and setting(p, "Soule Teams") == "3", "the reload's teams of 3")
    _, page = api(p.base, "/api/page", {})
    status, reply = api(p.base, "/api/setoption", {"page": page["page"], "engine": "Melee", "name": "Soule Teams", "value": "3"})
    assert status == 400 and "game settings" in reply["error"], (status, reply)
    api(p.base, "/api/close", {"page": page["page"]})


def test_option_bounds_said(p):
    """2: an engine option out of its bounds is set to the nearest one, and the page says so."""
    p.open("variant=bulltricker&mode=hh", "bulltricker")
    open_options(p)
    for name, value, fixed in (("MultiPV", 0, "1"), ("Hash", 0, "1")):
        p.js("const e = document.querySelector(`#options [data-option=\"${arguments[0]}\"]`); e.value = arguments[1];"
             "e.dispatchEvent(new Event('change', {bubbles: true}));", name, str(value))
        wait(p.d, lambda d: f"{name} must be a whole number in" in text(d, "engine-status"), f"{name}'s bounds said")
        shown = p.js("return document.querySelector(`#options [data-option=\"${arguments[0]}\"]`).value", name)
        assert shown == fixed, (name, shown)
    # A larger table: the engine fills it first, and the page says why the next search waits.
    p.js("const e = document.querySelector('#options [data-option=\"Hash\"]'); e.value = '64';"
         "e.dispatchEvent(new Event('change', {bubbles: true}));")
    wait(p.d, lambda d: "Hash 64 MB" in p.banner() and "waits" in p.banner(), "the note on a larger table")
    p.d.find_element(By.CSS_SELECTOR, "#options-box summary").click()


def test_step_back_drops_markers(p):
    """3: against the engine, stepping back (Home, Left) leaves no movable-piece markers of the
    last position."""
    moves = legal_line(p.base, "bulltricker", 2)
    p.open("variant=bulltricker&mode=p1&depth=1&moves=" + "+".join(moves), "bulltricker")
    wait(p.d, lambda d: targets(p) > 0, "the human's markers")
    p.key(Keys.HOME)
    wait(p.d, lambda d: attr(d, "data-plies") == "0", "the start")
    time.sleep(0.5)
    assert targets(p) == 0, targets(p)
    p.key(Keys.END)
    wait(p.d, lambda d: targets(p) > 0, "the markers back at the end")
    p.key(Keys.ARROW_LEFT)
    wait(p.d, lambda d: attr(d, "data-plies") == "1", "one ply back")
    time.sleep(0.5)
    assert targets(p) == 0, targets(p)


def test_pgn_layout_record_loads(p):
    """4: a record with one tag per line, in any order, only [Variant] given, loads."""
    moves = legal_line(p.base, "cannonball", 3)
    record = '[Result "*"]\n[Variant "cannonball"]\n\n' + " ".join(moves[:2]) + "\n" + moves[2] + " *\n"
    p.open("variant=bulltricker&mode=hh", "bulltricker")
    p.paste(record)
    wait(p.d, lambda d: p.banner() or link_moves(d) == moves, "the record loaded or refused")
    assert p.banner() == "", p.banner()


def test_soule_panel_and_stopped_analysis(p):
    """5: Soule's panel keeps depth and nodes after the engine's move (its last line is the
    strategy); after Stop, Left shows no lines of the position left."""
    p.open("variant=soule&mode=p1&depth=2", "soule")
    click_id(p.d, "soule-submit")
    wait_plies(p.d, 1)
    wait(p.d, lambda d: text(d, "st-score") != "", "the engine's score")
    assert text(p.d, "st-depth") != "" and text(p.d, "st-nodes") != "", (text(p.d, "st-depth"), text(p.d, "st-nodes"))
    moves = legal_line(p.base, "cannonball", 2)
    p.open("variant=cannonball&mode=analysis&moves=" + "+".join(moves), "cannonball")
    wait(p.d, lambda d: text(d, "pv-lines") != "", "the analysis' lines")
    click_id(p.d, "stop")
    wait(p.d, lambda d: attr(d, "data-search") == "", "the analysis stopped")
    p.key(Keys.ARROW_LEFT)
    wait(p.d, lambda d: attr(d, "data-plies") == "1", "one ply back")
    assert text(p.d, "pv-lines") == "" and text(p.d, "st-depth") == "", text(p.d, "pv-lines")


def test_links_and_limits_said(p):
    """6: a long bad token is cut in the message, a ply past the end is said, a game's name in
    any case opens it, and a limit out of bounds is refused with a message."""
    p.open("variant=ball&mode=hh&moves=" + "x" * 3000, "ball")
    assert "…" in p.banner() and len(p.banner()) < 400, len(p.banner())
    width = p.js("return [document.documentElement.scrollWidth, window.innerWidth]")
    assert width[0] <= width[1], width
    moves = legal_line(p.base, "bulltricker", 2)
    p.open("variant=bulltricker&mode=hh&ply=99&moves=" + "+".join(moves), "bulltricker")
    assert "ply 99" in p.banner() and attr(p.d, "data-plies") == "2", p.banner()
    p.open("variant=BALL&mode=hh", "ball")
    assert p.banner() == "", p.banner()
    for bad in (-5, 0, 999999999):
        set_input(p.d, "limit-value", bad)
        wait(p.d, lambda d: "movetime must be a whole number in 1..86400000" in p.banner(), f"the limit {bad} refused")
        assert "movetime=500" in p.d.current_url, p.d.current_url
        click_id(p.d, "new-game")
        wait(p.d, lambda d: p.banner() == "", "the message gone")


def puzzle_options(p):
    return p.js("return [...document.getElementById('puzzle-list').options].map(o => [o.text, JSON.parse(o.value)])")


def open_puzzle(p, index, number):
    p.js("const s = document.getElementById('puzzle-list'); s.selectedIndex = arguments[0];", index)
    click_id(p.d, "puzzle-open")
    wait(p.d, lambda d: text(d, "puzzle-text").startswith(f"Puzzle {number}: can") and text(d, "puzzle-result") == "",
         f"puzzle {number}")


def test_puzzles_named_and_answerable(p):
    """7: puzzles have names, ask a question (a third have no forced goal), can be answered
    "impossible", show their theme once answered, and an untouched picker is no answer."""
    p.open("variant=soule&mode=hh", "soule")
    p.d.find_element(By.CSS_SELECTOR, "#puzzle-box summary").click()
    wait(p.d, lambda d: d.find_element(By.ID, "puzzle-list").get_attribute("value"), "the puzzle list")
    options = puzzle_options(p)
    assert options[0][0].startswith("Puzzle 1:") and "line" not in options[0][0], options[0][0]
    none = next(i for i, (_, pz) in enumerate(options) if pz["answer"] == "none")
    mate = next(i for i, (_, pz) in enumerate(options) if pz["answer"].startswith("mate"))
    assert "to score within" not in options[none][0], options[none][0]
    open_puzzle(p, none, options[none][1]["number"])
    wait(p.d, lambda d: d.find_elements(By.ID, "soule-submit"), "the puzzle's picker")
    assert p.d.find_element(By.ID, "soule-submit").get_attribute("disabled"), "a picker with orders chosen for the solver"
    assert not p.d.find_elements(By.CSS_SELECTOR, "#soule-picker button.on"), "orders chosen beforehand"
    click_id(p.d, "puzzle-check")
    wait(p.d, lambda d: "Pick an order" in text(d, "puzzle-result"), "the untouched picker refused")
    assert "Theme:" not in text(p.d, "puzzle-text"), text(p.d, "puzzle-text")
    click_id(p.d, "puzzle-impossible")
    wait(p.d, lambda d: text(d, "puzzle-result").startswith("Right"), "impossible is right")
    assert "Theme: " + options[none][1]["theme"] in text(p.d, "puzzle-text"), text(p.d, "puzzle-text")
    open_puzzle(p, mate, options[mate][1]["number"])
    click_id(p.d, "puzzle-impossible")
    wait(p.d, lambda d: text(d, "puzzle-result").startswith("No:"), "impossible is wrong")


def test_flag_and_soule_clock(p):
    """8: after a flag no target markers stay; Soule with a clock limit says it has no clock."""
    p.open("variant=bulltricker&mode=hh&clock=1&inc=0", "bulltricker")
    wait(p.d, lambda d: targets(p) > 0, "the markers")
    wait(p.d, lambda d: d.find_elements(By.CSS_SELECTOR, "#clocks .clock.flagged"), "the flag")
    time.sleep(0.5)
    assert targets(p) == 0, targets(p)
    p.open("variant=soule&mode=p1&clock=60&inc=2", "soule")
    assert p.d.find_element(By.ID, "clocks").is_displayed() and "No clock in Soule" in text(p.d, "clocks"), text(p.d, "clocks")


def test_no_404_and_keys_after_selectors(p):
    """9: a page load logs no 404; after a choice in the Mode selector the arrow keys step."""
    p.d.get_log("browser")  # what came before
    moves = legal_line(p.base, "bulltricker", 3)
    p.open("variant=bulltricker&mode=hh&moves=" + "+".join(moves), "bulltricker")
    time.sleep(1)
    errors = [e["message"] for e in p.d.get_log("browser") if e["level"] == "SEVERE"]
    assert not errors, errors
    # As a user picks: the selector has the focus, the keys go where the focus is.
    p.js("const s = document.getElementById('mode'); s.focus(); s.value = 'analysis';"
         "s.dispatchEvent(new Event('change', {bubbles: true}));")
    p.d.switch_to.active_element.send_keys(Keys.ARROW_LEFT)
    wait(p.d, lambda d: attr(d, "data-plies") == "2", "Left after the Mode selector")
    p.js("const s = document.getElementById('variant'); s.focus(); s.value = 'ball';"
         "s.dispatchEvent(new Event('change', {bubbles: true}));")
    wait(p.d, lambda d: attr(d, "data-variant") == "ball", "BALL")
    assert p.js("return document.activeElement.tagName") != "SELECT"
    click_id(p.d, "stop")


TESTS = [test_rules_are_game_settings, test_option_bounds_said, test_step_back_drops_markers, test_pgn_layout_record_loads,
         test_soule_panel_and_stopped_analysis, test_links_and_limits_said, test_puzzles_named_and_answerable,
         test_flag_and_soule_clock, test_no_404_and_keys_after_selectors]


def main():
    args = check_arguments().parse_args()
    return run_checks(args, [(t.__name__, t) for t in TESTS], Page)


if __name__ == "__main__":
    sys.exit(main())
