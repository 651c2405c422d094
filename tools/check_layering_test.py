#!/usr/bin/env python3
"""Self-test of tools/check_layering.py: small trees with a planted include each, checked against
the real tools/layering.txt. Usage: tools/check_layering_test.py (exits non-zero on failure)."""

import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, "check_layering.py")
MATRIX = os.path.join(HERE, "layering.txt")


def run(files):
    """Writes files ({path: text}) into a fresh tree and runs the check on it."""
    with tempfile.TemporaryDirectory() as root:
        for path, text in files.items():
            full = os.path.join(root, path)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "w", encoding="utf-8") as f:
                f.write(text)
        result = subprocess.run([sys.executable, SCRIPT, "--root", root, "--matrix", MATRIX],
                                capture_output=True, text=True, check=False)
        return result.returncode, result.stdout + result.stderr


BASE = {
    "engine/core/game.h": "#pragma once\n",
    "engine/ball/ball.h": '#pragma once\n#include "engine/core/game.h"\n',
    "engine/soule/soule.h": '#pragma once\n#include "engine/core/game.h"\n',
    "eval/eval.h": '#pragma once\n#include "engine/core/game.h"\n',
    "eval/ball/ball_eval.h": '#pragma once\n#include "engine/ball/ball.h"\n#include "eval/eval.h"\n',
    "search/alpha_beta.h": '#pragma once\n#include <vector>\n#include "eval/eval.h"\n',
    "games/ball.h": '#include "eval/ball/ball_eval.h"\n#include "search/alpha_beta.h"\n',
    "protocol/loop.cc": '#include "games/ball.h"\n#include "absl/strings/str_cat.h"\n',
    "tests/search/util.h": '#pragma once\n#include "search/alpha_beta.h"\n',
    "tests/search/t.cc": '#include "util.h"\n#include "protocol/loop.cc"\n',
    "bench/search/b.cc": '#include "games/ball.h"\n',
}


class CheckLayeringTest(unittest.TestCase):
    def test_allowed_tree_passes(self):
        code, out = run(BASE)
        self.assertEqual(code, 0, out)
        self.assertIn("every include allowed", out)

    def test_eval_including_search_fails_naming_file_line_and_arrow(self):
        tree = dict(BASE)
        tree["eval/ball/ball_eval.h"] += '\n#include "search/alpha_beta.h"\n'
        code, out = run(tree)
        self.assertEqual(code, 1, out)
        self.assertIn('eval/ball/ball_eval.h:5: new arrow eval -> search: '
                      '#include "search/alpha_beta.h"', out)

    def test_bench_including_tests_fails(self):
        tree = dict(BASE)
        tree["bench/search/b.cc"] += '#include "tests/search/util.h"\n'
        code, out = run(tree)
        self.assertEqual(code, 1, out)
        self.assertIn("bench/search/b.cc:2: new arrow bench -> tests", out)

    def test_search_including_a_game_fails(self):
        tree = dict(BASE)
        tree["search/alpha_beta.h"] += '#include "engine/ball/ball.h"\n'
        code, out = run(tree)
        self.assertEqual(code, 1, out)
        self.assertIn("search/alpha_beta.h:4: new arrow search -> engine/ball", out)

    def test_one_game_including_another_fails(self):
        tree = dict(BASE)
        tree["engine/ball/ball.h"] += '#include "engine/soule/soule.h"\n'
        code, out = run(tree)
        self.assertEqual(code, 1, out)
        self.assertIn("engine/ball/ball.h:3: new arrow engine/ball -> engine/soule", out)

    def test_engine_including_protocol_fails_even_if_the_file_is_missing(self):
        tree = dict(BASE)
        tree["engine/core/game.h"] += '#include "protocol/session.h"\n'
        code, out = run(tree)
        self.assertEqual(code, 1, out)
        self.assertIn("engine/core/game.h:2: new arrow engine/core -> protocol", out)


if __name__ == "__main__":
    unittest.main()
