#!/usr/bin/env python3
"""Melee Board's page in headless Chromium: one check per defect of issue 42 that a user met
(each fails on the page before its fix) and the analysis board's features: the move tree and
its keys, deep links, paste, the engine session across game and mode switches, the address
keeping mode and limit, clocks, the evaluation graph, and a phone-wide screen.

The checks share one server and one browser; `--group 1|2` runs half of them (ctest runs the
two halves in parallel). Engine limits are tiny; waits are generous and nothing is timed."""
import re
import subprocess
import sys
import time
import urllib.parse

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser_util import (api, attr, check_arguments, check_board, click_id, legal_line, link_moves, open_page, play_turn,
                          run_checks, set_input, set_select, text, wait, wait_plies)


class Page:
    def __init__(self, driver, base, server):
        self.d, self.base, self.server = driver, base, server

    def engines_running(self):
        out = subprocess.run(["ps", "--ppid", str(self.server.pid), "-o", "pid="], capture_output=True, text=True).stdout
        return len(out.split())

    def open(self, query, variant):
        open_page(self.d, self.base, query, variant)

    def js(self, script, *args):
        return self.d.execute_script(script, *args)

    def banner(self):
        return text(self.d, "banner")

    def moves(self):
        return [e.text for e in self.d.find_elements(By.CSS_SELECTOR, "#moves .mv")]

    def key(self, key):
        self.d.find_element(By.TAG_NAME, "body").send_keys(key)

    def paste(self, content):
        """A paste on the page outside any text field, as Ctrl+V sends it."""
        self.js("const dt = new DataTransfer(); dt.setData('text/plain', arguments[0]);"
                "document.body.dispatchEvent(new ClipboardEvent('paste', {clipboardData: dt, bubbles: true}));", content)


# ---- the defects -------------------------------------------------------------------------

def test_record_round_trip(p):
    """1: Record -> Load sends the record as it is (its final newline included, an unfinished
    game's `[Result "*"]` too) and each turn game comes back ply for ply."""
    def positions():
        """Each ply's position as the page draws it, stepped through with |< and > (a step
        redraws at once)."""
        return p.js("const b = document.getElementById('board'), at = () => b.dataset.plies + ' ' + b.dataset.fen;"
                    "document.getElementById('first').click(); const seen = [at()];"
                    "for (let i = 0; i < 3; i++) { document.getElementById('forward').click(); seen.push(at()); }"
                    "return seen;")

    for variant in ("bulltricker", "ball", "cannonball"):
        moves = legal_line(p.base, variant, 3)
        p.open(f"variant={variant}&mode=hh&moves=" + "+".join(moves), variant)
        wait_plies(p.d, 3)
        fens = positions()
        click_id(p.d, "show-record")
        wait(p.d, lambda d: d.find_element(By.ID, "io").get_attribute("value").startswith("["), "the record")
        record = p.d.find_element(By.ID, "io").get_attribute("value")
        assert record.endswith("\n") and '[Result "*"]' in record, repr(record)
        # What the page sends to the server is recorded.
        p.js("window.sent = []; const f = window.fetch; window.fetch = (u, o) => {"
             "if (String(u).includes('/api/record/parse')) window.sent.push(JSON.parse(o.body).text); return f(u, o); };")
        click_id(p.d, "new-game")
        wait(p.d, lambda d: attr(d, "data-plies") == "0" and attr(d, "data-fen") == fens[0].split(" ", 1)[1], "the new game")
        click_id(p.d, "load-text")
        wait(p.d, lambda d: p.js("return window.sent.length") > 0, "the record sent")
        assert p.js("return window.sent[0]") == record, "the page changed the record before sending it"
        wait(p.d, lambda d: p.banner() or link_moves(d) == moves, "the record loaded or refused")
        assert p.banner() == "", (variant, p.banner())
        assert positions() == fens, variant


def test_switch_game_while_engine_thinks(p):
    """2a: Play second, a long limit, New game, pick BALL while the engine thinks: the BALL
    board is shown and the engine's Bulltricker answer is not played on it."""
    p.open("variant=bulltricker&mode=p2&movetime=1500", "bulltricker")
    wait(p.d, lambda d: attr(d, "data-busy") == "1", "the engine thinking")
    set_select(p.d, "variant", "ball")
    wait(p.d, lambda d: attr(d, "data-variant") == "ball", "the BALL board")
    set_input(p.d, "limit-value", 1)
    wait_plies(p.d, 1)  # BALL's engine moves first (the human plays second)
    time.sleep(2)  # the stopped Bulltricker search has long answered by now
    assert attr(p.d, "data-variant") == "ball"
    check_board(p.d, p.base, "ball")


def test_switch_game_during_engine_reply(p):
    """2b: Play second, move, pick BALL while the engine replies: the BALL game goes on (the
    engine moves there), nothing waits for the abandoned search."""
    p.open("variant=bulltricker&mode=p2&depth=1", "bulltricker")
    wait_plies(p.d, 1)
    set_select(p.d, "limit-kind", "movetime")
    set_input(p.d, "limit-value", 1500)
    play_turn(p.d, p.base, "bulltricker", attr(p.d, "data-fen"), 1)
    wait(p.d, lambda d: attr(d, "data-busy") == "1", "the engine replying")
    set_input(p.d, "limit-value", 100)
    set_select(p.d, "variant", "ball")
    wait(p.d, lambda d: attr(d, "data-variant") == "ball", "the BALL board")
    wait_plies(p.d, 1)
    check_board(p.d, p.base, "ball")
    # New game recovers as well. The engine opens the new game within a poll or two, so its
    # empty board may never be seen: the game's generation says that the new game began.
    gen = attr(p.d, "data-gen")
    click_id(p.d, "new-game")
    wait(p.d, lambda d: attr(d, "data-gen") not in ("", gen), "the new game")
    wait_plies(p.d, 1)
    check_board(p.d, p.base, "ball")


def test_bad_links(p):
    """3: a bad link says what is wrong, keeps the legal prefix and names the refused token."""
    p.open("variant=ball&mode=hh&moves=zz", "ball")
    assert "'zz'" in p.banner() and attr(p.d, "data-plies") == "0", p.banner()
    p.open("variant=ball&mode=hh&fen=garbage", "ball")
    assert "garbage" in p.banner(), p.banner()
    first = legal_line(p.base, "bulltricker", 1)[0]
    p.open(f"variant=bulltricker&mode=hh&moves={first}+zz", "bulltricker")
    assert "'zz'" in p.banner() and attr(p.d, "data-plies") == "1", (p.banner(), attr(p.d, "data-plies"))
    assert link_moves(p.d) == [first], link_moves(p.d)
    p.open("variant=nosuch&mode=hh", "bulltricker")
    assert "nosuch" in p.banner(), p.banner()


def test_pv_arrows_of_two_part_turns(p):
    """4: BALL's pv arrows join squares within one action, never one action's end to the
    next action's start."""
    p.open("variant=ball&mode=analysis", "ball")
    wait(p.d, lambda d: d.find_elements(By.CSS_SELECTOR, "#board line.arrow"), "pv arrows")
    wait(p.d, lambda d: "," in text(d, "pv-lines"), "a pv with a two-action turn")
    # The arrows and the pv they come from, read at once (the analysis goes on meanwhile).
    arrows, pv_text = p.js("return [[...document.querySelectorAll('#board line.arrow')].map(a => [a.dataset.from, a.dataset.to]),"
                           "document.getElementById('pv-lines').innerText];")
    pv = pv_text.split("\n")[0].split()[1:3]
    steps = set()
    for token in pv:
        for action in token.split(","):
            sq = [action[i:j] for i, j in _squares(action)]
            steps.update(zip(sq, sq[1:]))
    for a in arrows:
        assert tuple(a) in steps, f"arrow {a} is no step of {pv}"
    click_id(p.d, "stop")


def _squares(action):
    return [(m.start(), m.end()) for m in re.finditer(r"[a-o]\d{1,2}", action)]


def test_engine_vs_engine_to_analysis(p):
    """5: switching from engine vs engine to analysis shows no "search aborted"."""
    p.open("variant=bulltricker&mode=ee&movetime=300", "bulltricker")
    wait_plies(p.d, 1)
    wait(p.d, lambda d: attr(d, "data-busy") == "1", "the engines playing")
    set_select(p.d, "mode", "analysis")
    wait(p.d, lambda d: attr(d, "data-search").startswith("analysis"), "the analysis")
    wait(p.d, lambda d: text(d, "st-depth") != "", "the analysis' first info")
    time.sleep(1)
    status = p.d.find_element(By.ID, "engine-status")
    assert "abort" not in status.text and "error" not in status.get_attribute("class"), status.text
    assert "abort" not in p.banner(), p.banner()
    click_id(p.d, "stop")


def test_analysis_reports_every_game(p):
    """6: analysis shows the engine's reports while it searches, in every game (Soule's `go
    infinite` said nothing until Stop)."""
    for variant in ["bulltricker", "ball", "cannonball", "soule"]:
        p.open(f"variant={variant}&mode=analysis", variant)
        wait(p.d, lambda d: attr(d, "data-search").startswith("analysis"), f"the {variant} analysis")
        wait(p.d, lambda d: text(d, "st-depth") != "", f"the {variant} analysis' first info")
        assert attr(p.d, "data-search").startswith("analysis"), f"{variant}: the analysis ended"
        click_id(p.d, "stop")


def test_variations_kept(p):
    """8: back to ply 4 of an 8-ply game, a new move: plies 5-8 stay as the main line and the
    new move is a variation; keys walk the tree."""
    moves = legal_line(p.base, "bulltricker", 8)
    p.open("variant=bulltricker&mode=hh&ply=4&moves=" + "+".join(moves), "bulltricker")
    assert attr(p.d, "data-plies") == "4", attr(p.d, "data-plies")
    token = play_turn(p.d, p.base, "bulltricker", attr(p.d, "data-fen"), 1, other=1)
    wait_plies(p.d, 5)
    assert token != moves[4]
    assert p.moves() == moves[:5] + [token] + moves[5:], p.moves()
    variation = [e.text for e in p.d.find_elements(By.CSS_SELECTOR, "#moves .mv-var .mv")]
    assert variation == [token], variation
    assert link_moves(p.d) == moves[:4] + [token]
    p.key(Keys.ARROW_UP)  # the main line's move instead
    wait(p.d, lambda d: link_moves(d) == moves, "the main line")
    p.key(Keys.END)
    wait(p.d, lambda d: attr(d, "data-plies") == "8", "the end of the line")
    p.key(Keys.HOME)
    wait(p.d, lambda d: attr(d, "data-plies") == "0", "the start")
    p.key(Keys.ARROW_RIGHT)
    p.key(Keys.ARROW_RIGHT)
    wait(p.d, lambda d: attr(d, "data-plies") == "2", "two plies on")
    p.key(Keys.ARROW_LEFT)
    wait(p.d, lambda d: attr(d, "data-plies") == "1", "one ply back")
    # A click on a move jumps to it.
    p.d.find_element(By.CSS_SELECTOR, "#moves .mv-var .mv").click()
    wait(p.d, lambda d: attr(d, "data-plies") == "5" and link_moves(d)[4] == token, "the variation")


def test_reload_keeps_mode_and_limit(p):
    """9: the address keeps the mode and the limit; a reload opens the same board."""
    p.open("variant=cannonball&mode=hh", "cannonball")
    set_select(p.d, "mode", "analysis")
    set_select(p.d, "limit-kind", "depth")
    set_input(p.d, "limit-value", 7)
    click_id(p.d, "stop")
    wait(p.d, lambda d: "depth=7" in d.current_url and "mode=analysis" in d.current_url, "the address")
    p.d.refresh()
    wait(p.d, lambda d: attr(d, "data-variant") == "cannonball", "the reload")
    values = p.js("return ['mode', 'limit-kind', 'limit-value'].map(id => document.getElementById(id).value)")
    assert values == ["analysis", "depth", "7"], values
    click_id(p.d, "stop")


def test_puzzle_panel(p):
    """10: New game clears the puzzle panel; a bad puzzle line shows only the error."""
    p.open("variant=soule&mode=hh", "soule")
    p.d.find_element(By.CSS_SELECTOR, "#puzzle-box summary").click()
    wait(p.d, lambda d: d.find_element(By.ID, "puzzle-list").get_attribute("value"), "the puzzle list")
    click_id(p.d, "puzzle-open")
    wait(p.d, lambda d: "force a goal" in text(d, "puzzle-text"), "the puzzle")
    click_id(p.d, "new-game")
    wait(p.d, lambda d: text(d, "puzzle-text") == "", "the puzzle panel cleared")
    p.d.find_element(By.ID, "io").send_keys("garbage;Z;99")
    click_id(p.d, "load-text")
    wait(p.d, lambda d: p.banner() != "", "the error")
    assert text(p.d, "puzzle-text") == "", text(p.d, "puzzle-text")
    assert "Z" in p.banner() or "garbage" in p.banner(), p.banner()


def test_new_position_drops_engine_status(p):
    """A puzzle opened after the engine moved shows no line of the game it left (the engine
    status kept the old game's "Melee: bestmove ..." before)."""
    p.open("variant=bulltricker&mode=p2&depth=1", "bulltricker")
    wait_plies(p.d, 1)
    wait(p.d, lambda d: "bestmove" in text(d, "engine-status"), "the engine's move in the status line")
    p.d.find_element(By.CSS_SELECTOR, "#puzzle-box summary").click()
    wait(p.d, lambda d: d.find_element(By.ID, "puzzle-list").get_attribute("value"), "the puzzle list")
    click_id(p.d, "puzzle-open")
    wait(p.d, lambda d: "force a goal" in text(d, "puzzle-text"), "the puzzle")
    assert attr(p.d, "data-variant") == "soule"
    assert text(p.d, "engine-status") == "", text(p.d, "engine-status")


def test_ball_file_labels_visible(p):
    """12: BALL's file labels are not hidden under the rank-1 cells."""
    p.open("variant=ball&mode=hh", "ball")
    hidden = p.js("""
      const cells = [...document.querySelectorAll('#board [data-cell]')].map(c => c.getBoundingClientRect());
      const labels = [...document.querySelectorAll('#board text.label')].filter(t => /^[a-m]$/.test(t.textContent));
      const over = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return labels.length === 13 ? labels.filter(t => cells.some(c => over(c, t.getBoundingClientRect()))).map(t => t.textContent)
                                  : ['only ' + labels.length + ' labels'];""")
    assert hidden == [], hidden


def test_bulltricker_labels_everywhere(p):
    """12: Bulltricker labels every rank and file."""
    p.open("variant=bulltricker&mode=hh", "bulltricker")
    labels = set(p.js("return [...document.querySelectorAll('#board text.label')].map(t => t.textContent)"))
    want = {chr(97 + i) for i in range(15)} | {str(i) for i in range(1, 16)}
    assert want <= labels, sorted(want - labels)


def test_board_flips_for_second_player(p):
    """12: playing second shows the board from the second player's side."""
    p.open("variant=cannonball&mode=p2&depth=1", "cannonball")
    assert attr(p.d, "data-flipped") == "1", attr(p.d, "data-flipped")
    p.open("variant=cannonball&mode=p1&depth=1", "cannonball")
    assert attr(p.d, "data-flipped") == "0", attr(p.d, "data-flipped")


def test_clock_ticks_and_flags(p):
    """12: the clock ticks, shows the increment and flags."""
    p.open("variant=bulltricker&mode=hh&clock=2&inc=3", "bulltricker")
    wait(p.d, lambda d: d.find_elements(By.CSS_SELECTOR, "#clocks .clock.running"), "a running clock")
    assert "+3s" in text(p.d, "clocks"), text(p.d, "clocks")
    # The clocks are redrawn 10 times a second: read in one go.
    first = int(p.js("return document.querySelector('#clocks .clock.running').dataset.ms"))
    wait(p.d, lambda d: d.find_elements(By.CSS_SELECTOR, "#clocks .clock.flagged"), "the flag")
    assert first > 0
    assert "time is out" in p.banner(), p.banner()


def test_score_side_named(p):
    """12: scores are shown from one side, and the panel says which."""
    p.open("variant=cannonball&mode=analysis", "cannonball")
    wait(p.d, lambda d: text(d, "st-score") != "", "a score")
    assert "South" in text(p.d, "st-score-side"), text(p.d, "st-score-side")
    click_id(p.d, "stop")


def test_long_soule_moves_wrap(p):
    """12: long Soule stages wrap in the move list (no sideways scroll)."""
    _, g = api(p.base, "/api/game", {"variant": "soule", "moves": ["11111111111/22222222222"]})
    part = ",".join(w.split(":")[1].split(",")[0] for w in g["orders"].split())
    moves = ["11111111111/22222222222", f"{part}/{part}", f"{part}/{part}"]
    p.open("variant=soule&mode=hh&moves=" + urllib.parse.quote(" ".join(moves)), "soule")
    assert len(p.moves()) >= 2, (p.moves(), p.banner())
    widths = p.js("const m = document.getElementById('moves'); return [m.scrollWidth, m.clientWidth]")
    assert widths[0] <= widths[1], widths


SESSION_PROPERTY_JS = """
const done = arguments[0];
Promise.all([import('/js/state.js'), import('/js/session.js')]).then(([S, E]) => {
  // A seeded generator: the same event sequences every run.
  let seed = 42;
  const rnd = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const info = (ply) => ({ status: { over: rnd() < 0.05, result: 'draw', reason: 'x' }, p1turn: ply % 2 === 0, orders: '1:+,0' });
  const games = [{ name: 'bulltricker', simultaneous: false }, { name: 'soule', simultaneous: true }];
  let now = 1000, checked = 0;
  const settle = (s) => {
    for (let k = 0; k < 4; k++) {
      const { stop, start } = E.plan(s, now);
      if (stop) s = S.reduce(s, { type: 'searchCancelled', id: stop.id, now });
      else if (start) s = S.reduce(s, { type: 'searchStarted', search: { ...start, id: s.nextId }, now });
      else return s;
    }
    throw new Error('the engine session does not settle');
  };
  for (let run = 0; run < 150; run++) {
    let s = S.reduce(S.initialState(), { type: 'config', games, engines: ['Melee', 'Other'], now });
    const oldGens = [];
    for (let step = 0; step < 60; step++) {
      now += Math.floor(rnd() * 3000);
      const ids = s.tree ? Object.keys(s.tree.nodes).map(Number) : [0];
      const someId = () => (rnd() < 0.6 && s.search ? s.search.id : Math.floor(rnd() * (s.nextId + 2)));
      const gen = () => (rnd() < 0.8 || !oldGens.length ? s.gen : pick(oldGens));
      const events = [
        () => { oldGens.push(s.gen); const n = Math.floor(rnd() * 5);
          return { type: 'gameLoaded', variant: pick(games).name, root: null, rootFen: 'r', rootInfo: info(0),
            plies: [...Array(n).keys()].map((i) => ({ token: 't' + i, fen: 'f' + i })), endInfo: info(n),
            puzzle: rnd() < 0.1 ? { side: pick(['A', 'B']), stages: 2, solving: rnd() < 0.5, result: '' } : null }; },
        () => ({ type: 'navigate', node: pick(ids) }),
        () => ({ type: 'nodeInfo', gen: gen(), node: pick(ids), info: info(Math.floor(rnd() * 4)) }),
        () => ({ type: 'mode', mode: pick(S.MODES) }),
        () => ({ type: 'pause', paused: rnd() < 0.4 }),
        () => ({ type: 'played', gen: gen(), from: pick(ids), ply: { token: 'm' + Math.floor(rnd() * 3), fen: 'g' }, info: info(1),
          engineMs: rnd() < 0.5 ? 100 : undefined }),
        () => ({ type: 'stagePart', gen: gen(), id: someId(), node: s.cursor, side: pick(['A', 'B']), part: 'p' }),
        () => ({ type: 'searchDone', id: someId() }),
        () => ({ type: 'failure', id: someId(), text: 'x' }),
        () => ({ type: 'info', id: someId(), info: { depth: 1, score: { kind: 'cp', value: 5 }, pv: ['a1b2'] } }),
        () => ({ type: 'limit', limit: { kind: pick(S.LIMIT_KINDS), value: 1, inc: 1 } }),
        () => ({ type: 'takeback', node: pick(ids) }),
        () => ({ type: 'tick' }),
        () => ({ type: 'puzzle', changes: { solving: rnd() < 0.5 } }),
      ];
      const ev = { ...pick(s.tree ? events : events.slice(0, 1))(), now };
      const before = s;
      s = S.reduce(s, ev);
      // An answer for a game the page has left, or for a search not in flight, changes nothing.
      if ((ev.type === 'played' || ev.type === 'nodeInfo') && ev.gen !== before.gen && s !== before) throw new Error('a stale ' + ev.type + ' changed the state');
      if (ev.type === 'info' && (!before.search || ev.id !== before.search.id) && s !== before) throw new Error('a stale info changed the state');
      s = settle(s);
      const want = E.wantedSearch(s, now);
      if (want && !s.search) throw new Error('waiting for nothing after ' + ev.type);
      if (s.search && (!want || want.key !== s.search.key || s.search.gen !== s.gen)) throw new Error('a stale search in flight after ' + ev.type);
      checked++;
    }
  }
  done('ok ' + checked);
}).catch((e) => done('error: ' + e.message));
"""


def test_engine_session_never_stale(p):
    """2, for any order of events: after each event (a game or position loaded, a move, a mode,
    a pause, a search's report, a stale answer...) the search in flight is the one the page
    wants, one is in flight whenever the page wants one, and answers for a game the page has
    left or a search not in flight change nothing (seeded random sequences of the pure
    transitions, state.js and session.js)."""
    p.open("variant=bulltricker&mode=hh", "bulltricker")
    result = p.d.execute_async_script(SESSION_PROPERTY_JS)
    assert result.startswith("ok"), result


# ---- the features ------------------------------------------------------------------------

def test_paste_loads(p):
    """Paste anywhere on the page: a record loads its game, a position its position."""
    moves = legal_line(p.base, "cannonball", 2)
    _, r = api(p.base, "/api/record/format", {"variant": "cannonball", "moves": moves, "p1": "a", "p2": "b"})
    p.open("variant=cannonball&mode=hh", "cannonball")
    p.paste(r["text"])
    wait(p.d, lambda d: p.banner() or link_moves(d) == moves, "the record loaded or refused")
    assert p.banner() == "", p.banner()
    _, g = api(p.base, "/api/game", {"variant": "cannonball", "moves": moves[:1]})
    p.paste(g["fen"])
    wait(p.d, lambda d: attr(d, "data-fen") == g["fen"] and attr(d, "data-plies") == "0", "the pasted position")


def test_copy_link_and_record(p):
    """Copy link and Copy record (the clipboard, or the text box when the browser has none):
    the link opens the same position, mode and limit."""
    moves = legal_line(p.base, "bulltricker", 3)
    p.open("variant=bulltricker&mode=hh&depth=3&ply=2&moves=" + "+".join(moves), "bulltricker")
    fen = attr(p.d, "data-fen")
    p.d.execute_cdp_cmd("Browser.grantPermissions", {"permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"],
                                                     "origin": p.base})

    def copied(button, check):
        click_id(p.d, button)
        wait(p.d, lambda d: "copied" in text(d, "engine-status") or check(d.find_element(By.ID, "io").get_attribute("value")),
             f"{button} done")
        if "copied" in text(p.d, "engine-status"):
            return p.d.execute_async_script("navigator.clipboard.readText().then(arguments[0])")
        return p.d.find_element(By.ID, "io").get_attribute("value")
    record = copied("copy-record", lambda v: v.startswith("["))
    assert record.startswith("[") and all(m in record for m in moves), record
    p.js("document.getElementById('engine-status').textContent = ''")
    link = copied("copy-link", lambda v: v.startswith("http"))
    assert "ply=2" in link and "mode=hh" in link and "depth=3" in link, link
    p.d.get("about:blank")
    p.d.get(link)
    wait(p.d, lambda d: attr(d, "data-fen") == fen and attr(d, "data-plies") == "2", "the copied link opened")


def test_engine_options_on_demand(p):
    """A page that asks no engine starts none; opening the engine options starts it and shows
    the options it announced."""
    p.d.get("about:blank")  # the pages before end with their engines
    wait(p.d, lambda d: p.engines_running() == 0, "no engine running")
    p.open("variant=ball&mode=hh", "ball")
    time.sleep(1)
    assert p.engines_running() == 0, p.engines_running()
    p.d.find_element(By.CSS_SELECTOR, "#options-box summary").click()
    wait(p.d, lambda d: d.find_elements(By.CSS_SELECTOR, '#options [data-option="Hash"]'), "the engine's options")
    assert p.engines_running() == 1, p.engines_running()


def test_engine_options_show_values(p):
    """7: the options panel shows the values an engine was started with (`--engine ...
    option.Search=greedy`), not the defaults its option lines announce; and never the last
    engine's options while the new one's are on their way."""
    search = "const e = document.querySelector('#options [data-option=\"Search\"]'); return e && e.value;"
    p.open("variant=bulltricker&mode=hh", "bulltricker")
    p.d.find_element(By.CSS_SELECTOR, "#options-box summary").click()
    wait(p.d, lambda d: p.js(search) == "alphabeta", "Melee's own Search")
    # Picked, and read before any event can arrive (one script).
    shown = p.js("const s = document.getElementById('engine'); s.value = 'Greedy';"
                 "s.dispatchEvent(new Event('change', {bubbles: true}));" + search)
    assert shown in (None, "greedy"), shown
    wait(p.d, lambda d: p.js(search) == "greedy", "Greedy's Search")
    assert p.js("return document.querySelector('#options [data-option=\"Hash\"]').value") == "16"
    set_select(p.d, "engine", "Melee")
    wait(p.d, lambda d: p.js(search) == "alphabeta", "Melee's own Search again")
    p.d.find_element(By.CSS_SELECTOR, "#options-box summary").click()


def test_eval_graph_click(p):
    """The evaluation graph: analysis fills it, a click jumps to the ply under the pointer."""
    moves = legal_line(p.base, "bulltricker", 6)
    p.open("variant=bulltricker&mode=analysis&movetime=100&moves=" + "+".join(moves), "bulltricker")
    wait(p.d, lambda d: d.find_element(By.ID, "eval-bar").get_attribute("data-cp") != "", "an evaluation")
    graph = p.d.find_element(By.ID, "eval-graph")
    assert int(graph.get_attribute("data-points")) >= 1
    p.js("const g = document.getElementById('eval-graph'), r = g.getBoundingClientRect();"
         "g.dispatchEvent(new MouseEvent('click', {clientX: r.left + 1, clientY: r.top + 5, bubbles: true}));")
    wait(p.d, lambda d: attr(d, "data-plies") == "0", "the jump to ply 0")
    p.js("const g = document.getElementById('eval-graph'), r = g.getBoundingClientRect();"
         "g.dispatchEvent(new MouseEvent('click', {clientX: r.left + r.width * 0.5, clientY: r.top + 5, bubbles: true}));")
    wait(p.d, lambda d: attr(d, "data-plies") == "3", "the jump to ply 3")
    click_id(p.d, "stop")


def test_record_comments_draw_the_graph(p):
    """A tournament record's move comments (each the mover's score, docs/tournaments.md) load as
    the evaluation graph, from the first side's view, with no engine asked."""
    moves = legal_line(p.base, "bulltricker", 4)
    record = ('[Variant "bulltricker"] [P1 "A"] [P2 "B"] [Result "*"]\n'
              f"{moves[0]} {moves[1]} {{+50/3 100n 0.010s}} {moves[2]} {{+70/4 200n 0.020s}} "
              f"{moves[3]} {{-M2/5 300n 0.030s}}\n")
    p.open("variant=bulltricker&mode=hh", "bulltricker")
    p.js("document.getElementById('io').value = arguments[0];", record)
    click_id(p.d, "load-text")
    wait(p.d, lambda d: link_moves(d) == moves, "the record loaded")
    graph = p.d.find_element(By.ID, "eval-graph")
    wait(p.d, lambda d: graph.get_attribute("data-points") == "3", "three evaluations on the graph")
    # Ply 1 is p2's move (+50 for p2): -50 for White; ply 2 p1's +70; ply 3 p2 mated: White mates.
    cps = p.js("const b = document.getElementById('eval-bar'), seen = [];"
               "document.getElementById('first').click();"
               "for (let i = 0; i < 3; i++) { document.getElementById('forward').click(); seen.push(b.dataset.cp); }"
               "return seen;")
    assert cps == ["-50", "70", "1000"], cps


def test_phone_width(p):
    """400 CSS px wide: no sideways scroll, tap targets at least 32 px."""
    p.d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 400, "height": 800, "deviceScaleFactor": 2, "mobile": True})
    try:
        for variant in ("bulltricker", "ball", "cannonball", "soule"):
            p.open(f"variant={variant}&mode=hh", variant)
            width = p.js("return [document.documentElement.scrollWidth, window.innerWidth]")
            assert width[0] <= width[1] <= 400, (variant, width)
            small = p.js("""return [...document.querySelectorAll('button, select, #moves .mv, input[type=checkbox]')]
              .filter(e => e.offsetParent !== null).map(e => [e.id || e.textContent.trim(), e.closest('label') || e]
              ).map(([n, e]) => [n, e.getBoundingClientRect()]).filter(([n, r]) => r.height < 32 || r.width < 32)
              .map(([n, r]) => n + ' ' + Math.round(r.width) + 'x' + Math.round(r.height));""")
            assert small == [], (variant, small)
    finally:
        p.d.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


GROUPS = {
    "1": [test_record_round_trip, test_switch_game_while_engine_thinks, test_engine_session_never_stale, test_bad_links, test_pv_arrows_of_two_part_turns,
          test_variations_kept, test_puzzle_panel, test_new_position_drops_engine_status, test_ball_file_labels_visible, test_bulltricker_labels_everywhere,
          test_paste_loads, test_copy_link_and_record],
    "2": [test_switch_game_during_engine_reply, test_engine_vs_engine_to_analysis, test_analysis_reports_every_game, test_reload_keeps_mode_and_limit,
          test_board_flips_for_second_player, test_clock_ticks_and_flags, test_score_side_named, test_long_soule_moves_wrap,
          test_eval_graph_click, test_record_comments_draw_the_graph, test_engine_options_on_demand, test_engine_options_show_values, test_phone_width],
}


def main():
    ap = check_arguments()
    ap.add_argument("--melee", required=True, help="the engine, offered a second time as Greedy (option.Search=greedy)")
    ap.add_argument("--group", choices=sorted(GROUPS) + ["all"], default="all")
    args = ap.parse_args()
    tests = [t for g in sorted(GROUPS) if args.group in (g, "all") for t in GROUPS[g]]
    return run_checks(args, [(t.__name__, t) for t in tests], Page,
                      ["--engine", "name=Greedy", f"cmd={args.melee}", "option.Search=greedy"])


if __name__ == "__main__":
    sys.exit(main())
