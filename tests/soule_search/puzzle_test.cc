// positions/soule/puzzles.txt: every answer is the solver's, and for small teams the
// brute-force verifier agrees (least number of stages, the tactic beats every reply).
#include "solve/soule/puzzle.h"

#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "tests/soule_search/brute_force.h"

namespace melee::soule {
namespace {

constexpr int kBruteForcePlayers = 3;  // enumeration stays fast up to 3 a side

std::vector<Puzzle> ReadPuzzles() {
  std::ifstream in(std::string(SOULE_POSITIONS_DIR) + "/puzzles.txt");
  EXPECT_TRUE(in.good());
  std::vector<Puzzle> puzzles;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::string error;
    const std::optional<Puzzle> puzzle = ParsePuzzle(line, error);
    EXPECT_TRUE(puzzle.has_value()) << error << ": " << line;
    if (puzzle) puzzles.push_back(*puzzle);
  }
  return puzzles;
}

TEST(Puzzles, FileCoversTheClasses) {
  const std::vector<Puzzle> puzzles = ReadPuzzles();
  EXPECT_GE(puzzles.size(), 200u);
  std::set<int> teams;
  std::set<std::string> classes;
  for (const Puzzle& p : puzzles) {
    teams.insert(p.position.players());
    classes.insert(p.answer.substr(0, p.answer.find(' ', 5)));
  }
  EXPECT_TRUE(teams.contains(2));
  EXPECT_TRUE(teams.contains(11));
  for (const char* c : {"mate 1", "mate 2", "mate 3", "none"}) {
    EXPECT_TRUE(classes.contains(c)) << c;
  }
}

TEST(Puzzles, SolverGivesEveryAnswer) {
  for (const Puzzle& p : ReadPuzzles()) {
    const std::string text = Soule::FormatPosition(p.position);
    const ForcedGoal r = SolveForcedGoal(p.position, p.side, p.max_stages);
    EXPECT_TRUE(AgreesWithAnswer(p, r))
        << text << ": " << AnswerText(p.position, p.side, r) << " vs " << p.answer;
    if (p.position.players() > kBruteForcePlayers) continue;
    soule_test::BruteForcedGoal brute(p.side);
    int least = 0;
    for (int n = 1; n <= p.max_stages && least == 0; ++n) {
      if (brute.Exists(p.position, n)) least = n;
    }
    EXPECT_EQ(least, r.verdict == ForcedGoal::Verdict::kGoal ? r.stages : 0) << text;
    if (least != 0) {
      EXPECT_TRUE(brute.Beats(p.position, r.tactic, r.stages)) << text;
    }
  }
}

TEST(Puzzles, SolvePuzzlesReportsEachLine) {
  std::istringstream in(
      "# a comment\n"
      "4/4 6/4 5 1 A 7 ; A ; 2 ; mate 1 + proof 2\n"
      "1/4 5/4 3 7 A 7 ; A ; 2 ; none\n"
      "1/4 5/4 3 7 A 7 ; A ; 2 ; mate 1 + proof 2\n"
      "1/4 5/4 3 7 A 7 ; C ; 2\n");
  std::ostringstream out;
  EXPECT_EQ(SolvePuzzles(in, out), 2);
  const std::string text = out.str();
  EXPECT_NE(text.find("mate 1 + proof 2 ; expected mate 1 + proof 2 ; ok ; "), std::string::npos);
  EXPECT_NE(text.find("none ; expected none ; ok"), std::string::npos);
  EXPECT_NE(text.find("MISMATCH"), std::string::npos);
  EXPECT_NE(text.find("error: side must be A or B"), std::string::npos);
  EXPECT_NE(text.find("puzzles 3 failures 2"), std::string::npos);
}

TEST(Puzzles, EffortAndTheme) {
  std::string error;
  const std::optional<Puzzle> p =
      ParsePuzzle("4/4 6/4 5 1 A 7 ; A ; 2 ; mate 1 + proof 2 ; effort 12 ; one push", error);
  ASSERT_TRUE(p) << error;
  EXPECT_EQ(p->answer, "mate 1 + proof 2");
  EXPECT_TRUE(p->rated);
  EXPECT_EQ(p->effort, 12u);
  EXPECT_EQ(p->theme, "one push");
  // Without them the line is as before.
  const std::optional<Puzzle> q = ParsePuzzle("4/4 6/4 5 1 A 7 ; A ; 2 ; none", error);
  ASSERT_TRUE(q) << error;
  EXPECT_FALSE(q->rated);
  EXPECT_TRUE(q->theme.empty());
  for (const char* bad : {"4/4 6/4 5 1 A 7 ; A ; 2 ; none ; effort 12",
                          "4/4 6/4 5 1 A 7 ; A ; 2 ; none ; 12 ; a theme",
                          "4/4 6/4 5 1 A 7 ; A ; 2 ; none ; effort x ; a theme",
                          "4/4 6/4 5 1 A 7 ; A ; 2 ; none ; effort 12 ; ",
                          "4/4 6/4 5 1 A 7 ; A ; 2 ;  ; effort 12 ; a theme"}) {
    EXPECT_FALSE(ParsePuzzle(bad, error)) << bad;
  }
  // `melee solve` prints the measured effort, the file's and the theme after the time.
  std::istringstream in("4/4 6/4 5 1 A 7 ; A ; 2 ; mate 1 + proof 2 ; effort 12 ; one push\n");
  std::ostringstream out;
  EXPECT_EQ(SolvePuzzles(in, out), 0);
  EXPECT_NE(out.str().find(" ms ; effort "), std::string::npos) << out.str();
  EXPECT_NE(out.str().find(" (file 12) ; one push\n"), std::string::npos) << out.str();
}

TEST(Puzzles, FileHasEffortAndThemeOnEveryLine) {
  for (const Puzzle& p : ReadPuzzles()) {
    EXPECT_TRUE(p.rated) << Soule::FormatPosition(p.position);
  }
}

TEST(Puzzles, RejectsMalformedLines) {
  std::string error;
  EXPECT_FALSE(ParsePuzzle("4/4 6/4 5 1 A 7 ; A", error));
  EXPECT_FALSE(ParsePuzzle("4/4 6/4 5 1 A 7 ; A ; 0", error));
  EXPECT_FALSE(ParsePuzzle("4/4 6/4 9 1 A 7 ; A ; 1", error));
  EXPECT_FALSE(ParsePuzzle("4/4 6/4 6 1 A 7 ; A ; 1", error));  // over: A has scored
  EXPECT_TRUE(ParsePuzzle("4/4 6/4 5 1 A 7 ; B ; 3", error));
}

}  // namespace
}  // namespace melee::soule
