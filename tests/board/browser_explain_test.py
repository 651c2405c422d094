#!/usr/bin/env python3
"""Melee Board explains itself (issue 55 items 2 and 4), in headless Chromium against the board
server: game names, the Rules and Legend panels, results and moves in words (explain_checks.py,
which the static site's test runs too), the evaluation bar's number, Soule's graph of stage
values, the move animation (and none under reduced motion), and tap targets of at least 32 px
on a 400 px wide screen. Each check fails on the page before these features."""
import sys

from selenium.webdriver.common.by import By

import explain_checks
from browser_util import api, attr, check_arguments, click_id, legal_line, open_page, run_checks, wait, wait_plies


def check_eval_bar_number(d, base):
    """The evaluation bar writes the score it shows (the engine panel's, p1's view)."""
    moves = legal_line(base, "bulltricker", 2)
    open_page(d, base, "variant=bulltricker&mode=analysis&movetime=100&moves=" + "+".join(moves), "bulltricker")
    wait(d, lambda x: d.find_element(By.ID, "eval-bar").get_attribute("data-cp") != "", "an evaluation")
    number = d.find_element(By.CSS_SELECTOR, "#eval-bar .eval-num")
    wait(d, lambda x: number.text.strip() != "", "the bar's number")
    assert number.is_displayed()
    shown = number.text.strip()
    assert shown[0] in "+-#0" and (shown[0] == "#" or "." in shown), shown
    click_id(d, "stop")


def check_soule_stage_values(d, base):
    """Soule's graph: one point per stage the engines evaluated, drawn as stage values (linear
    in the value, -1..1) rather than on the centipawn scale."""
    open_page(d, base, "variant=soule&mode=ee&movetime=150", "soule")
    wait_plies(d, 2)
    click_id(d, "pause")
    graph = d.find_element(By.ID, "eval-graph")
    wait(d, lambda x: int(graph.get_attribute("data-points") or 0) >= 1, "points on Soule's graph")
    assert graph.get_attribute("data-scale") == "stage values", graph.get_attribute("data-scale")
    # The bar's number is the stage value (cp / 100), at most 1 in size.
    number = d.find_element(By.CSS_SELECTOR, "#eval-bar .eval-num").text.strip()
    cp = d.find_element(By.ID, "eval-bar").get_attribute("data-cp")
    if cp and not number.startswith("#"):
        assert abs(float(number) - int(cp) / 100) < 0.006 and abs(float(number)) <= 1, (number, cp)


def check_animation(d, base):
    """A step forward slides the moved piece; under prefers-reduced-motion nothing moves."""
    moves = legal_line(base, "bulltricker", 3)
    open_page(d, base, "variant=bulltricker&mode=hh&ply=0&moves=" + "+".join(moves), "bulltricker")
    wait(d, lambda x: attr(d, "data-plies") == "0", "ply 0")
    counts = d.execute_script(
        "document.getElementById('forward').click(); const b = document.getElementById('board');"
        "return [b.dataset.animated, document.getAnimations().length];")
    assert int(counts[0]) >= 1 and counts[1] >= 1, counts
    d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    try:
        counts = d.execute_script(
            "document.getElementById('forward').click(); const b = document.getElementById('board');"
            "return [b.dataset.plies, b.dataset.animated, document.getAnimations().length];")
        assert counts == ["2", "0", 0], counts
    finally:
        d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


TAP_TARGETS = """
const [svg, near] = [document.getElementById('board'), arguments[0]];
return import('./js/tap.js').then((tap) => [...svg.querySelectorAll('[data-target]')].map((e) => {
  const r = e.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
  const misses = [[near, 0], [-near, 0], [0, near], [0, -near]].filter(([dx, dy]) => tap.markedCellNear(svg, x + dx, y + dy) !== e.dataset.target);
  return [e.dataset.target, misses.length];
}).filter(([id, n]) => n > 0));
"""


def check_tap_targets(d, base):
    """400 CSS px wide: number inputs and the evaluation bar at least 32 px tall; every marked
    cell of Bulltricker (a pawn, then its moves) answers a tap up to 15.5 px from its centre
    (a target 31+ px across, though the thin rectangles are 12 px), and a real tap 10 px off a
    thin rectangle selects it."""
    d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 400, "height": 800, "deviceScaleFactor": 2, "mobile": True})
    try:
        open_page(d, base, "variant=bulltricker&mode=hh", "bulltricker")
        wait(d, lambda x: attr(d, "data-steps") == "0", "the first step offered")
        small = d.execute_script("""return [...document.querySelectorAll('input[type=number], input[type=text], #eval-bar, summary, #show-rules')]
          .filter(e => e.offsetParent !== null).map(e => [e.id || e.textContent.trim(), e.getBoundingClientRect()])
          .filter(([n, r]) => r.height < 32).map(([n, r]) => n + ' ' + Math.round(r.height));""")
        assert small == [], small
        thin = d.execute_script("const r = document.querySelector('#board [data-cell=\"f3\"]').getBoundingClientRect(); return r.height;")
        assert thin < 16, thin  # the thin rectangle the tap target must make larger
        assert d.execute_script(TAP_TARGETS, 15.5) == []
        # A press 10 px below the thin rectangle f3's centre (on the royal square f2) selects f3.
        d.execute_script("""const svg = document.getElementById('board'), r = svg.querySelector('[data-cell="f3"]').getBoundingClientRect();
          const at = {clientX: r.left + r.width / 2, clientY: r.top + r.height / 2 + 10, bubbles: true, pointerId: 1};
          svg.dispatchEvent(new PointerEvent('pointerdown', at)); svg.dispatchEvent(new PointerEvent('pointerup', at));""")
        wait(d, lambda x: d.find_elements(By.CSS_SELECTOR, "#board .hl-selected"), "f3 selected")
        assert d.execute_script(TAP_TARGETS, 15.5) == []  # the pawn's moves too
    finally:
        d.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def main():
    args = check_arguments().parse_args()
    page = lambda d, base: lambda query, variant: open_page(d, base, query, variant)  # noqa: E731
    ask = lambda base: lambda path, body: api(base, path, body)  # noqa: E731
    checks = [
        ("game_names", lambda c: explain_checks.check_game_names(c[0], page(*c))),
        ("rules", lambda c: explain_checks.check_rules(c[0], page(*c), ask(c[1]))),
        ("legend", lambda c: explain_checks.check_legend(c[0], page(*c))),
        ("results_in_words", lambda c: explain_checks.check_results_in_words(c[0], page(*c))),
        ("move_words", lambda c: explain_checks.check_move_words(c[0], page(*c))),
        ("eval_bar_number", lambda c: check_eval_bar_number(*c)),
        ("soule_stage_values", lambda c: check_soule_stage_values(*c)),
        ("animation", lambda c: check_animation(*c)),
        ("tap_targets", lambda c: check_tap_targets(*c)),
    ]
    return run_checks(args, checks, lambda driver, base, server: (driver, base))


if __name__ == "__main__":
    sys.exit(main())
