"""The checks of the page explaining itself (issue 55 item 2), shared by the board server's
browser test (browser_explain_test.py) and the static site's (static_site_test.py): game names,
the Rules panel (its figures drawn by the board's own code, each example move legal and each
verdict the referee's), the Legend, results in words and the words beside each move.

`open_page(query, variant)` opens the page; `ask(path, body)` -> (status, reply) asks the rules
(the server, or the page's own transport on the static site)."""
import re

from selenium.webdriver.common.by import By

from browser_util import click_id, text, wait

GAMES = {"bulltricker": "Bulltricker", "ball": "BALL", "cannonball": "Cannon Ball", "soule": "Soule Royale"}
# Pieces in a position's first field (BALL: pieces and balls; Soule: players on the field + the ball).
PIECES = {"bulltricker": r"[KQPkqp]", "cannonball": r"[Pp*]"}


def check_game_names(d, open_page):
    """The Game selector shows the names people write; the link keeps the ids."""
    open_page("variant=cannonball&mode=hh", "cannonball")
    options = d.execute_script("return [...document.getElementById('variant').options].map(o => [o.value, o.text])")
    assert sorted(map(tuple, options)) == sorted(GAMES.items()), options
    assert "variant=cannonball" in d.current_url, d.current_url
    assert d.title.startswith("Cannon Ball"), d.title


def check_rules(d, open_page, ask):
    """Each game's Rules panel: text, and figures drawn by the game's module (the pieces of the
    figure's position, no clickable cell), whose moves the referee accepts with its verdict."""
    for variant, name in GAMES.items():
        open_page(f"variant={variant}&mode=hh", variant)
        click_id(d, "show-rules")
        wait(d, lambda x: d.find_element(By.ID, "rules").get_attribute("data-variant") == variant, f"the rules of {variant}")
        assert text(d, "rules-box").startswith(f"Rules of {name}"), text(d, "rules-box")[:80]
        paragraphs = d.find_elements(By.CSS_SELECTOR, "#rules p")
        assert len(paragraphs) >= 5, (variant, len(paragraphs))
        figures = d.find_elements(By.CSS_SELECTOR, "#rules svg.figure")
        assert len(figures) >= 2, (variant, len(figures))
        assert not d.find_elements(By.CSS_SELECTOR, "#rules [data-cell], #rules [data-piece]"), "a figure names cells"
        moved = 0
        for fig in figures:
            fen, moves = fig.get_attribute("data-fen"), (fig.get_attribute("data-moves") or "").split()
            drawn = len(fig.find_elements(By.CSS_SELECTOR, "g.piece-g"))
            assert drawn > 0 and fig.find_elements(By.CSS_SELECTOR, ".cell"), (variant, fen, "nothing drawn")
            if variant in PIECES:
                assert drawn == len(re.findall(PIECES[variant], fen.split()[0])), (variant, fen, drawn)
            status, g = ask("/api/game", {"variant": variant, "fen": fen, "moves": []})
            assert status == 200, (variant, fen, g)
            for token in moves:
                status, g = ask("/api/game", {"variant": variant, "fen": fen, "moves": [token]})
                assert status == 200, (variant, fen, token, g)
            moved += len(moves)
            after = fig.get_attribute("data-after")
            if after:
                status, g = ask("/api/game", {"variant": variant, "fen": fen, "moves": moves[:1]})
                assert f"{g['status']['result']} {g['status']['reason']}" == after, (variant, fen, g["status"], after)
            # Each arrow joins two cells of the figure's position.
            assert len(fig.find_elements(By.CSS_SELECTOR, "line.arrow")) >= (1 if moves else 0), (variant, fen)
        assert moved >= 1, variant
        d.find_element(By.CSS_SELECTOR, "#rules-box summary").click()


LEGEND_WORDS = {
    "bulltricker": ["butée", "royal square", "♛", "♚"],
    "ball": ["knocked", "Stacks", "x Esquive", "t Tactical Esquive", "b Block", "h hand-off", "s short pass",
             "l long pass", "u stand up", "r release", "end zones"],
    "cannonball": ["Goal cells", "attack zones", "take and kick", "centre ring"],
    "soule": ["0 · A goal", "distance 1", "A3 @2 4PP", "faded", "dot per PP"],
}


def check_legend(d, open_page):
    """Each game's Legend: every mark with a figure drawn by the game's module, and the words a
    user meets on the board."""
    for variant, name in GAMES.items():
        open_page(f"variant={variant}&mode=hh", variant)
        d.find_element(By.CSS_SELECTOR, "#legend-box summary").click()
        wait(d, lambda x: d.find_element(By.ID, "legend").get_attribute("data-variant") == variant, f"the legend of {variant}")
        items = d.find_elements(By.CSS_SELECTOR, "#legend .legend-item")
        assert len(items) >= 8, (variant, len(items))
        for item in items:
            assert item.find_elements(By.CSS_SELECTOR, "svg .cell"), (variant, item.text)
        legend = text(d, "legend")
        missing = [w for w in LEGEND_WORDS[variant] if w not in legend]
        assert not missing, (variant, missing)
        # The overlay's marks are drawn as on the board.
        for cls in ("hl-last", "hl-selected", "hl-target", "hl-mark", "arrow"):
            assert d.find_elements(By.CSS_SELECTOR, f"#legend svg .{cls}"), (variant, cls)
        d.find_element(By.CSS_SELECTOR, "#legend-box summary").click()


# Finished positions and the banner's words (the referee's result and reason, in words).
RESULTS = [
    ("soule", "fen=22122112211/44444444444+44455665544/44444444444+3+8+A+7", "Draw: 7 turns played"),
    ("cannonball", "fen=13/6p6/13/1p9p1/5p1p5/3p5p3/13/6*6/13/3P5P3/5P1P5/1P9P1/13/6P6/13+n+3-1+0+40", "South wins: 3 tries"),
    ("bulltricker", "fen=15/15/15/15/15/15/7p7/6pkp6/15/15/7P7/15/1P1P1P1P1P1P1P1/7K7/15+w+0+1&moves=h5h7",
     "White wins: king enclosed (MAT)"),
    ("ball", "fen=7/6/7/6/1o1x*1o1/1xssx1/7/6/7/6/7/1XSSX1/1O1X1O1/6/7/6/7+s+61+60", "Draw: 60 turns played"),
]


def check_results_in_words(d, open_page):
    for variant, query, words in RESULTS:
        open_page(f"variant={variant}&mode=hh&{query}", variant)
        wait(d, lambda x: text(d, "banner") == words, f"the banner {words!r} ({variant}; shows {text(d, 'banner')!r})")


# Moves from a position and the words beside their token in the move list.
WORDS = [
    ("ball", "fen=7/6/7/6/1o1x*1o1/2ssx1/7/6/3x3/2XX2/7/2SS2/1O1X1O1/6/7/6/7+s+3+60&moves=bf8g9", ["Block f8–g9"]),
    ("ball", "moves=d6f8,j6h8", ["move d6–f8; move j6–h8"]),
    ("cannonball", "fen=13/6p6/13/1p9p1/5p1p5/3pP4p3/13/6*6/13/3P2P2P3/5P1P5/1P11/13/13/13+s+0-0+0+5&moves=g6g8e10e16",
     ["take g6–g8, pass to e10, kick into the goal at e16: try"]),
    ("cannonball", "moves=d6d8,j6j8", ["double move d6–d8, j6–j8"]),
    ("bulltricker", "fen=15/7k7/5p9/15/15/15/5p9/15/5P9/15/15/15/1P1P1P1P1P1P1P1/7K7/15+w+0+1&moves=f7f15",
     ["pawn f7–f15 takes f9, f13, becomes a queen"]),
    ("soule", "moves=11211221122/11122332211+%2B,%2B,%2B,%2B,0,0,-,1,1,2,0/0,0,0,0,0,0,0,0,0,0,0",
     ["A places 6 at distance 1, 5 at distance 2 · B places 5 at distance 1, 4 at distance 2, 2 at distance 3",
      "A: 4 advance, 3 hold, 1 retreat, strike B1 ×2, B2 · B: 11 hold"]),
]


def check_move_words(d, open_page):
    for variant, query, words in WORDS:
        open_page(f"variant={variant}&mode=hh&{query}", variant)
        wait(d, lambda x: len(d.find_elements(By.CSS_SELECTOR, "#moves .mv[data-words]")) == len(words), f"the words of {query}")
        shown = [e.get_attribute("data-words") for e in d.find_elements(By.CSS_SELECTOR, "#moves .mv")]
        assert shown == words, (variant, shown, words)
